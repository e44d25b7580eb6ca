import type { ErrorCode, VoucherRejectedError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { validationFailed, type TypedValidationError } from './cart-results.js';

/** Message keys of the voucher field (the upstream's own, see the stand-in's README, plus ours). */
export const VOUCHER_KEYS = {
  invalid: 'vue.cart.voucher.error.invalid',
  rateLimited: 'vue.cart.voucher.error.rateLimited',
} as const;

/** What a voucher code may be once trimmed: 1 to 32 letters, digits and '-'. */
const VOUCHER_CODE = /^[A-Za-z0-9-]{1,32}$/;

/**
 * The code as sent upstream (trimmed, upper case), or a ValidationError on `code`: a malformed
 * code is what a shopper may type, not a client bug. The message quotes no input.
 */
export function voucherCodeFrom(input: unknown): { ok: true; code: string } | { ok: false; result: TypedValidationError } {
  const code = typeof input === 'string' && input.length <= 200 ? input.trim().toUpperCase() : null;
  if (code !== null && VOUCHER_CODE.test(code)) return { ok: true, code };
  return {
    ok: false,
    result: validationFailed([{ field: 'code', messageKey: VOUCHER_KEYS.invalid, message: 'code must be 1 to 32 letters, digits or -', params: [] }]),
  };
}

export type TypedVoucherRejected = VoucherRejectedError & { __typename: 'VoucherRejectedError' };

// The upstream's voucher keys (vue.cart.voucher.error.<reason>) and our error code for each.
const VOUCHER_REASONS: Record<string, ErrorCode> = {
  invalid: 'VOUCHER_INVALID',
  alreadyApplied: 'VOUCHER_ALREADY_APPLIED',
  notApplied: 'VOUCHER_NOT_APPLIED',
  emptyCart: 'VOUCHER_NOT_ACCEPTED',
  tooMany: 'VOUCHER_NOT_ACCEPTED',
};

/** A refused voucher as the upstream said it (its key kept for the storefront), or null for any other refusal. */
export function voucherRejection(refusal: { messageKey: string; message: string }): TypedVoucherRejected | null {
  const match = /^vue\.cart\.voucher\.error\.(\w+)$/.exec(refusal.messageKey);
  const errorCode = match ? VOUCHER_REASONS[match[1] ?? ''] : undefined;
  if (!errorCode) return null;
  return { __typename: 'VoucherRejectedError', errorCode, messageKey: refusal.messageKey, message: refusal.message };
}
