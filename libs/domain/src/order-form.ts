// The order form by article numbers (issue 28, /service/orderform): the rules the storefront's
// rows and the orchestrator's check share.

/** Rows the form offers at first, and at most ("add row" stops there; the API takes 1 to 30). */
export const ORDER_FORM_START_ROWS = 5;
export const ORDER_FORM_MAX_ROWS = 30;

/** An article number as a shopper types it: 1 to 20 digits, letters, '.' and '-' (e.g. 501.485). */
export const ORDER_NUMBER_PATTERN = /^[0-9A-Za-z.-]{1,20}$/;

/** Message keys of a row whose article cannot be ordered. */
export const ORDER_FORM_KEYS = {
  notFound: 'tafel.orderForm.articleNotFound',
  notSaleable: 'tafel.orderForm.articleNotSaleable',
  invalidNumber: 'tafel.orderForm.invalidNumber',
} as const;

/** The article number as it is looked up: trimmed; null when it is not one (see ORDER_NUMBER_PATTERN). */
export function cleanOrderNumber(text: string): string | null {
  const trimmed = text.trim();
  return ORDER_NUMBER_PATTERN.test(trimmed) ? trimmed : null;
}
