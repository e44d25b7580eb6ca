import { isPaylessCart } from '@tafel/domain';
import type { AddressRecord } from '../customers/address-store.js';
import type { SpeditionValue } from './checkout-store.js';
import { CHECKOUT_KEYS } from './checkout-validation.js';
import type { CheckoutLine } from './checkout-lines.js';
import { PAYLESS_PAYMENT_ID, type PaymentOption } from './payments.js';
import type { ShipperOption } from './shippers.js';
import { missingSpeditionFields } from './spedition-fields.js';

/** Stand-in test hook: the payment provider declines orders billed to this last name. */
export const DECLINED_LAST_NAME = 'Ablehnung';

export interface SubmitInput {
  lines: readonly CheckoutLine[];
  billing: AddressRecord | null;
  shipper: ShipperOption | null;
  speditionFields: readonly SpeditionValue[];
  /** What the shopper chose (null: nothing yet). */
  chosenPaymentId: string | null;
  /** The method in effect (the chosen one while still offered; B2B: else the customer's own). */
  payment: PaymentOption | null;
  totalCents: number;
}

export type SubmitCheck =
  | { ok: true; billing: AddressRecord; shipper: ShipperOption; paymentId: string }
  | { ok: false; messageKey: string };

const refuse = (messageKey: string): SubmitCheck => ({ ok: false, messageKey });

/** The preconditions of submitCart in order (spec §4 submit); the first one that fails answers. */
export function submitCheck(input: SubmitInput): SubmitCheck {
  const { billing, shipper, payment } = input;
  if (input.lines.length === 0) return refuse(CHECKOUT_KEYS.emptyCart);
  if (!billing) return refuse(CHECKOUT_KEYS.billingAddressMissing);
  if (!shipper) return refuse(CHECKOUT_KEYS.noShipperAvailable);
  if (shipper.code === 'spedition' && missingSpeditionFields(input.speditionFields).length > 0) return refuse(CHECKOUT_KEYS.speditionDataMissing);
  const articleCount = input.lines.reduce((sum, l) => sum + l.quantity, 0);
  let paymentId = PAYLESS_PAYMENT_ID;
  // A payless cart (items, total 0) skips the payment step (spec §4 checkout ordering).
  if (!isPaylessCart({ articleCount, totalCents: input.totalCents })) {
    // A chosen method the cart no longer offers (e.g. Amazon Pay after adding a blocked article)
    // must not silently become another one.
    if (input.chosenPaymentId !== null && payment?.paymentId !== input.chosenPaymentId) return refuse(CHECKOUT_KEYS.paymentNotAvailable);
    if (!payment) return refuse(CHECKOUT_KEYS.noPaymentSelected);
    paymentId = payment.paymentId;
  }
  if (billing.lastName.trim().toLowerCase() === DECLINED_LAST_NAME.toLowerCase()) return refuse(CHECKOUT_KEYS.paymentDeclined);
  return { ok: true, billing, shipper, paymentId };
}
