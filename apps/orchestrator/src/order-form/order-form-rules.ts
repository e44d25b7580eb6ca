import { checkQuantity, cleanOrderNumber, ORDER_FORM_KEYS, ORDER_FORM_MAX_ROWS, ValidationKeys, type QuantityLimits } from '@tafel/domain';
import type { FieldError, OrderFormArticle, OrderFormLineInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { badUserInput } from '../common/app-error.js';
import { fieldError } from '../request/index.js';

/**
 * orderFormLookup's input (contract): 1 to 30 numbers, each an article number after trimming;
 * anything else is a client bug (BAD_USER_INPUT), nothing is looked up.
 */
export function lookupNumbers(orderNumbers: readonly string[]): string[] {
  if (orderNumbers.length < 1 || orderNumbers.length > ORDER_FORM_MAX_ROWS) {
    throw badUserInput(`orderNumbers must hold 1 to ${ORDER_FORM_MAX_ROWS} article numbers (got ${orderNumbers.length})`);
  }
  return orderNumbers.map((text, index) => {
    const cleaned = typeof text === 'string' ? cleanOrderNumber(text) : null;
    if (cleaned === null) throw badUserInput(`orderNumbers.${index} must be 1 to 20 characters of digits, letters, '.' and '-'`);
    return cleaned;
  });
}

/** The product (and item) a checkQuery redirect names: /prod/{id} or /prod/{id}?varid={itemId}; null for anything else. */
export function productTarget(redirectPath: string | null | undefined): { productId: string; itemId: string | null } | null {
  const match = /^\/prod\/([A-Za-z0-9_-]{1,64})\/?(?:\?varid=([A-Za-z0-9_-]{1,64}))?$/.exec(redirectPath ?? '');
  if (!match?.[1]) return null;
  return { productId: match[1], itemId: match[2] ?? null };
}

/** One article to add: its item and the summed quantity of every row naming it. */
export interface PlannedAddition {
  itemId: string;
  quantity: number;
  /** Indexes of the rows naming the article (a refused quantity names them). */
  rows: number[];
  limits: QuantityLimits;
}

export type OrderFormPlan = { ok: true; additions: PlannedAddition[]; articleCount: number } | { ok: false; fieldErrors: FieldError[] };

/**
 * The rows' shape, before anything is looked up: a row's article number or quantity the shopper
 * typed wrong is a field error of that row (lines.<i>.…); the cart id and the number of rows are
 * the caller's (BAD_USER_INPUT).
 */
export function checkRowsShape(lines: readonly OrderFormLineInput[]): { numbers: (string | null)[]; fieldErrors: FieldError[] } {
  if (lines.length < 1 || lines.length > ORDER_FORM_MAX_ROWS) throw badUserInput(`lines must hold 1 to ${ORDER_FORM_MAX_ROWS} rows (got ${lines.length})`);
  const fieldErrors: FieldError[] = [];
  const numbers = lines.map((line, index) => {
    const raw = typeof line.orderNumber === 'string' ? line.orderNumber : '';
    const cleaned = cleanOrderNumber(raw);
    if (cleaned === null) {
      const key = raw.trim() === '' ? ValidationKeys.required : ORDER_FORM_KEYS.invalidNumber;
      fieldErrors.push(fieldError(`lines.${index}.orderNumber`, key, `lines.${index}.orderNumber is not an article number`));
    }
    const quantity = checkQuantity(line.quantity);
    if (!quantity.ok) fieldErrors.push(quantityError(index, quantity.messageKey, quantity.limit, line.quantity));
    return cleaned;
  });
  return { numbers, fieldErrors };
}

/**
 * Every row checked against its looked-up article (known, saleable, quantity within the item's
 * minimum and maximum); the same item in several rows is one addition with the sum, checked as a
 * whole. Any problem: the field errors, and nothing is to be added.
 */
export function planOrderForm(lines: readonly OrderFormLineInput[], articles: readonly OrderFormArticle[]): OrderFormPlan {
  const fieldErrors: FieldError[] = [];
  const byItem = new Map<string, PlannedAddition>();
  lines.forEach((line, index) => {
    const article = articles[index];
    if (!article || article.status === 'NOT_FOUND' || !article.itemId) {
      fieldErrors.push(fieldError(`lines.${index}.orderNumber`, ORDER_FORM_KEYS.notFound, `Article ${line.orderNumber} is unknown`));
      return;
    }
    if (article.status === 'NOT_SALEABLE') {
      fieldErrors.push(fieldError(`lines.${index}.orderNumber`, ORDER_FORM_KEYS.notSaleable, `Article ${article.orderNumber} cannot be bought now`));
      return;
    }
    const limits: QuantityLimits = { maxQuantity: article.maxQuantity, minimumOrderQuantity: article.minimumOrderQuantity };
    const planned = byItem.get(article.itemId);
    if (planned) {
      planned.quantity += line.quantity;
      planned.rows.push(index);
    } else {
      byItem.set(article.itemId, { itemId: article.itemId, quantity: line.quantity, rows: [index], limits });
    }
  });
  for (const addition of byItem.values()) {
    const check = checkQuantity(addition.quantity, addition.limits);
    if (!check.ok) for (const row of addition.rows) fieldErrors.push(quantityError(row, check.messageKey, check.limit, addition.quantity));
  }
  if (fieldErrors.length > 0) return { ok: false, fieldErrors: sortByRow(fieldErrors) };
  const additions = [...byItem.values()];
  return { ok: true, additions, articleCount: additions.reduce((sum, addition) => sum + addition.quantity, 0) };
}

function quantityError(row: number, messageKey: string, limit: number, quantity: unknown): FieldError {
  return fieldError(`lines.${row}.quantity`, messageKey, `lines.${row}.quantity ${String(quantity)} is outside the article's limits (limit ${limit})`, { limit: String(limit) });
}

const rowOf = (error: FieldError): number => Number(/^lines\.(\d+)\./.exec(error.field)?.[1] ?? 0);

function sortByRow(errors: FieldError[]): FieldError[] {
  return [...errors].sort((a, b) => rowOf(a) - rowOf(b));
}
