// Personal data in what the console shows engineers: names, e-mail addresses, postal addresses and
// phone numbers are masked; the shape of the data stays visible so workflows can still be debugged.

const PERSONAL_KEYS = /^(first_?name|last_?name|full_?name|customer_?name|salutation|e_?mail|email_?address|phone|mobile|fax|street|street_?and_?number|address_?addition|house_?number|post_?code|postcode|zip|city|company|school_?or_?company|post_?number|packstation_?number|birthday|date_?of_?birth)$/i;
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[A-Za-z]{2,}/g;
const PHONE = /(?:\+|\b00)\d[\d ()/-]{6,}\d|\b0\d{2,5}[ /-]?\d{3,}[\d -]*\d/g;

/** The mask that replaces personal data. */
export const REDACTED = '•••';

/** Masks e-mail addresses and phone numbers inside free text. */
export function redactText(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(PHONE, REDACTED);
}

/**
 * A deep copy with personal data masked: values of personal fields (by name) become •••, and
 * e-mail addresses and phone numbers inside any other string are masked too. Item names,
 * ids, amounts, states and message keys stay.
 */
export function redact<T>(value: T, key?: string): T {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, key)) as T;
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, redact(v, k)])) as T;
  }
  if (typeof value === 'string') {
    if (key !== undefined && PERSONAL_KEYS.test(key) && value !== '') return REDACTED as T;
    return redactText(value) as T;
  }
  return value;
}
