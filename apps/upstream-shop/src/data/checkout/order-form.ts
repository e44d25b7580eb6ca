import { formatCents } from '@tafel/domain';
import { includedVat } from '../cart-totals.js';
import { subtotalCents, type CheckoutLine } from './checkout-lines.js';
import { A4, type PdfText } from './pdf.js';

/** What the printable order form ("Bestellformular") of a cart shows. */
export interface OrderFormInput {
  cartId: string;
  /** ISO date-time of printing. */
  printedAt: string;
  lines: readonly CheckoutLine[];
  shippingCents: number;
  shipperName: string | null;
  orderReference: string | null;
}

const LEFT = 50;
const COLUMNS = { article: LEFT, name: 115, quantity: 395, unit: 440, total: 510 } as const;
const ROW = 14;
const TOP = 800;
const BOTTOM = 90;
const NAME_CHARS = 52;

export const orderFormFileName = (printedAt: string): string => `Bestellformular-${printedAt.slice(0, 10)}.pdf`;

const germanDate = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function tableHeader(y: number): PdfText[] {
  return [
    { x: COLUMNS.article, y, text: 'Art.-Nr.', bold: true, size: 9 },
    { x: COLUMNS.name, y, text: 'Bezeichnung', bold: true, size: 9 },
    { x: COLUMNS.quantity, y, text: 'Menge', bold: true, size: 9 },
    { x: COLUMNS.unit, y, text: 'Einzelpreis', bold: true, size: 9 },
    { x: COLUMNS.total, y, text: 'Summe', bold: true, size: 9 },
  ];
}

function row(line: CheckoutLine, y: number): PdfText[] {
  return [
    { x: COLUMNS.article, y, text: line.articleNumber, size: 9 },
    { x: COLUMNS.name, y, text: clip(line.name, NAME_CHARS), size: 9 },
    { x: COLUMNS.quantity, y, text: String(line.quantity), size: 9 },
    { x: COLUMNS.unit, y, text: formatCents(line.unitCents), size: 9 },
    { x: COLUMNS.total, y, text: formatCents(line.lineCents), size: 9 },
  ];
}

function totals(input: OrderFormInput, y: number): PdfText[] {
  const subtotal = subtotalCents(input.lines);
  const total = subtotal + input.shippingCents;
  return [
    { x: COLUMNS.quantity, y, text: 'Zwischensumme', size: 9 },
    { x: COLUMNS.total, y, text: formatCents(subtotal), size: 9 },
    { x: COLUMNS.quantity, y: y - ROW, text: input.shipperName ? `Versand (${input.shipperName})` : 'Versand', size: 9 },
    { x: COLUMNS.total, y: y - ROW, text: formatCents(input.shippingCents), size: 9 },
    { x: COLUMNS.quantity, y: y - 2 * ROW, text: 'Gesamtsumme', bold: true, size: 9 },
    { x: COLUMNS.total, y: y - 2 * ROW, text: formatCents(total), bold: true, size: 9 },
    { x: COLUMNS.quantity, y: y - 3 * ROW, text: 'enthaltene MwSt. (19 %)', size: 8 },
    { x: COLUMNS.total, y: y - 3 * ROW, text: formatCents(includedVat(total)), size: 8 },
  ];
}

/** The form's pages: a header, the positions (continued on further pages), totals and a note. */
export function orderFormPages(input: OrderFormInput): PdfText[][] {
  const pages: PdfText[][] = [];
  let page: PdfText[] = [
    { x: LEFT, y: TOP, text: 'Tafel – Bestellformular', bold: true, size: 16 },
    { x: LEFT, y: TOP - 22, text: `Datum: ${germanDate(input.printedAt)}`, size: 10 },
    { x: LEFT, y: TOP - 36, text: `Warenkorb: ${input.cartId}`, size: 10 },
  ];
  let y = TOP - 50;
  if (input.orderReference) {
    page.push({ x: LEFT, y, text: `Bestellzeichen: ${input.orderReference}`, size: 10 });
    y -= ROW;
  }
  y -= ROW;
  page.push(...tableHeader(y));
  y -= ROW;
  for (const line of input.lines) {
    if (y < BOTTOM) {
      pages.push(page);
      page = tableHeader(TOP);
      y = TOP - ROW;
    }
    page.push(...row(line, y));
    y -= ROW;
  }
  // Totals and the note need five rows; they move to a page of their own when space runs out.
  if (y - 5 * ROW < 40) {
    pages.push(page);
    page = [];
    y = TOP;
  }
  page.push(...totals(input, y - ROW / 2));
  page.push({ x: LEFT, y: y - 5 * ROW, text: 'Bitte senden Sie das Formular an bestellung@tafel.example.de.', size: 8 });
  pages.push(page);
  return pages.map((texts, index) => [...texts, { x: A4.width - 110, y: 30, text: `Seite ${index + 1} von ${pages.length}`, size: 8 }]);
}
