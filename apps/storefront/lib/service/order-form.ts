import { clampQuantityField, cleanOrderNumber, maxQuantityFor, minQuantityFor, ORDER_FORM_MAX_ROWS, QUANTITY_BELOW_MINIMUM_KEY, QUANTITY_OVER_LIMIT_KEY, type QuantityLimits } from '@tafel/domain';
import { parseQuantityInput } from '@/lib/cart/quantity';

// The order form by article numbers (/service/orderform, catalogue spec §5 quantity rules): the
// rows a form post carries, the quantity clamping while typing, and the lookup's query. No
// server-only imports: the form's client island uses it too.

/** The lookup's query text (the OrderFormLookup document, printed; a test keeps them equal). */
export const ORDER_FORM_LOOKUP_QUERY = `query OrderFormLookup($orderNumbers: [String!]!) {
  orderFormLookup(orderNumbers: $orderNumbers) {
    orderNumber
    status
    itemId
    name
    variant
    url
    image {
      url
      alt
    }
    price {
      formatted
    }
    minimumOrderQuantity
    maxQuantity
  }
}`;

/** One answer of orderFormLookup, as the form shows it. */
export interface OrderFormArticleView {
  orderNumber: string;
  status: 'FOUND' | 'NOT_FOUND' | 'NOT_SALEABLE';
  itemId: string | null;
  name: string | null;
  variant: string | null;
  url: string | null;
  image: { url: string; alt: string } | null;
  price: { formatted: string } | null;
  minimumOrderQuantity: number | null;
  maxQuantity: number | null;
}

/** A row as posted: its position in the form (0-based), the number and the quantity as typed. */
export interface PostedRow {
  index: number;
  orderNumber: string;
  quantity: string;
}

/** Field names of row i (a form post carries them; the browser's rows use the same). */
export const rowField = (kind: 'orderNumber' | 'quantity', index: number): string => `${kind}.${index}`;

/**
 * The rows of a form post with an article number (blank rows are dropped: the contract leaves them
 * to the caller); at most ORDER_FORM_MAX_ROWS are read.
 */
export function postedRows(form: { get(name: string): FormDataEntryValue | null }): PostedRow[] {
  const rows: PostedRow[] = [];
  for (let index = 0; index < ORDER_FORM_MAX_ROWS; index += 1) {
    const number = form.get(rowField('orderNumber', index));
    const quantity = form.get(rowField('quantity', index));
    const orderNumber = typeof number === 'string' ? number.trim().slice(0, 100) : '';
    if (orderNumber === '') continue;
    rows.push({ index, orderNumber, quantity: typeof quantity === 'string' ? quantity.slice(0, 20) : '' });
  }
  return rows;
}

/** A row's problem before anything is asked: the message key (with its limit) per field. */
export interface RowProblem {
  field: string;
  messageKey: string;
  params?: Record<string, string>;
}

/**
 * Checks the posted rows' shape (an article number, a whole quantity 1…9999): the problems under
 * the form's field names, or the lines to send. The article's own limits are the orchestrator's.
 */
export function checkPostedRows(rows: readonly PostedRow[]): { lines: Array<{ orderNumber: string; quantity: number }>; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const lines = rows.map((row) => {
    if (cleanOrderNumber(row.orderNumber) === null) problems.push({ field: rowField('orderNumber', row.index), messageKey: 'tafel.orderForm.invalidNumber' });
    const quantity = parseQuantityInput(row.quantity);
    if (Number.isNaN(quantity)) problems.push({ field: rowField('quantity', row.index), messageKey: 'tafel.quantity.notAWholeNumber' });
    else if (quantity < 1) problems.push({ field: rowField('quantity', row.index), messageKey: QUANTITY_BELOW_MINIMUM_KEY, params: { limit: '1' } });
    else if (quantity > maxQuantityFor({})) problems.push({ field: rowField('quantity', row.index), messageKey: QUANTITY_OVER_LIMIT_KEY, params: { limit: String(maxQuantityFor({})) } });
    return { orderNumber: row.orderNumber, quantity };
  });
  return { lines, problems };
}

/**
 * The orchestrator's field of a sent line (lines.<i>.orderNumber / lines.<i>.quantity) as the
 * form's field of that row; null for anything else.
 */
export function formFieldOf(field: string, rows: readonly PostedRow[]): string | null {
  const match = /^lines\.(\d+)\.(orderNumber|quantity)$/.exec(field);
  const row = match ? rows[Number(match[1])] : undefined;
  return row && match ? rowField(match[2] as 'orderNumber' | 'quantity', row.index) : null;
}

/** The limits of a found article (spec §5: min = minimumOrderQuantity, max = maxQuantity else 9999). */
export function rowLimits(article: Pick<OrderFormArticleView, 'minimumOrderQuantity' | 'maxQuantity'> | null): { min: number; max: number } {
  const limits: QuantityLimits = { minimumOrderQuantity: article?.minimumOrderQuantity ?? null, maxQuantity: article?.maxQuantity ?? null };
  return { min: minQuantityFor(limits), max: maxQuantityFor(limits) };
}

/** What clamping did to a typed quantity: the field's new text and the limit it hit, if any. */
export interface Clamped {
  value: string;
  signal: { messageKey: typeof QUANTITY_OVER_LIMIT_KEY | typeof QUANTITY_BELOW_MINIMUM_KEY; limit: number } | null;
}

/**
 * Spec §5 through the one shared rule (@tafel/domain clampQuantityField): typing above the maximum
 * clamps to it and signals the limit; below the minimum clamps to it and signals the minimum, once
 * the shopper leaves the field (`leaving`). Text that is no whole number yet is left as it is.
 */
export function clampQuantity(text: string, limits: { min: number; max: number }, leaving: boolean): Clamped {
  const clamped = clampQuantityField(text, limits, { leaving });
  // The form keeps what was typed while it is within the limits (e.g. " 12" until sent).
  return clamped.signal ? { value: clamped.value, signal: clamped.signal } : { value: text, signal: null };
}

/** The route handler streaming the visitor's cart as the printable order form. */
export const ORDER_FORM_PDF_PATH = '/api/orderform/pdf';
/** Where the PDF link leads back to when the cart is empty (the page then says so). */
export const ORDER_FORM_PDF_EMPTY_PATH = '/service/orderform?pdf=empty';
/** Where it leads back to when the PDF could not be made (orchestrator or upstream down). */
export const ORDER_FORM_PDF_FAILED_PATH = '/service/orderform?pdf=failed';

const DEFAULT_PDF_NAME = 'Bestellformular.pdf';

/**
 * Content-Disposition of the PDF: an attachment with its file name, quoted safely (RFC 6266).
 * The name comes from upstream: only [A-Za-z0-9._-] survive, no leading dots (a hidden file),
 * and it always ends in .pdf, so the download opens as what it is.
 */
export function pdfDisposition(fileName: string): string {
  const base = fileName
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '')
    .replace(/\.pdf$/i, '')
    .slice(0, 96);
  const safe = /[A-Za-z0-9]/.test(base) ? `${base}.pdf` : DEFAULT_PDF_NAME;
  return `attachment; filename="${safe}"`;
}

/** The order form's answer: texts in the shop language, per row field (orderNumber.<i>, quantity.<i>). */
export interface OrderFormState {
  status: 'idle' | 'success' | 'error';
  message: string | null;
  fieldErrors: Record<string, string>;
  /** Articles added (success). */
  articleCount: number;
  /** The rows as posted, so a page rendered without JavaScript shows them again. */
  rows: PostedRow[];
  /** Changes with every answer (re-announces an identical one). */
  answer: number;
}

// Not in the server actions' file: a 'use server' module may export async functions only.
export const IDLE_ORDER_FORM_STATE: OrderFormState = { status: 'idle', message: null, fieldErrors: {}, articleCount: 0, rows: [], answer: 0 };
