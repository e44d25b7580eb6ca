import {
  AMAZON_PAY_ACTIVATION,
  AMAZON_PAY_BLOCKED_ARTICLE_COUNT,
  amazonPayAvailable,
  BUYER_REFERENCE_INVALID_KEY,
  buyerReferenceProblem,
  isPrepaid,
  NO_PAYMENT_SELECTED_KEY,
  PAYMENT_IDS,
  paymentOk,
  paymentStepApplies,
  requiresBuyerReference,
} from './payment.js';
import { ValidationKeys } from './validation.js';

describe('payment (spec §3, §4)', () => {
  it('"Payment ids: CREDIT_CARD, PAYPAL, AMAZONPAY, VINCO_V, VORKASSE_V, VORKASSE, PREPAID, INVOICE, RECHNUNG_V, RECHNUNG, CASH_ON_DELIVERY, TWINT, X_RECHNUNG"', () => {
    expect(PAYMENT_IDS).toHaveLength(13);
    expect(new Set(PAYMENT_IDS).size).toBe(13);
  });

  it('"The prepaid kinds are flagged prepaid; unknown ids are treated as prepaid"', () => {
    for (const id of ['VORKASSE', 'VORKASSE_V', 'PREPAID', 'VINCO_V', 'SOMETHING_NEW']) expect(isPrepaid(id)).toBe(true);
    for (const id of ['CREDIT_CARD', 'PAYPAL', 'INVOICE', 'X_RECHNUNG', 'AMAZONPAY']) expect(isPrepaid(id)).toBe(false);
  });

  it('"The payment step applies only to non-B2B, not when the order is payless, and not when express Amazon-style pay is selected"', () => {
    const base = { isB2b: false, isPayless: false, expressAmazonSelected: false };
    expect(paymentStepApplies(base)).toBe(true);
    expect(paymentStepApplies({ ...base, isB2b: true })).toBe(false);
    expect(paymentStepApplies({ ...base, isPayless: true })).toBe(false);
    expect(paymentStepApplies({ ...base, expressAmazonSelected: true })).toBe(false);
  });

  it('"Payment is ok when validated or not applicable"', () => {
    expect(paymentOk({ applies: true, validated: true })).toBe(true);
    expect(paymentOk({ applies: false, validated: false })).toBe(true);
    expect(paymentOk({ applies: true, validated: false })).toBe(false);
  });

  it('"X_RECHNUNG additionally validates the buyer reference"', () => {
    expect(requiresBuyerReference('X_RECHNUNG')).toBe(true);
    expect(requiresBuyerReference('RECHNUNG')).toBe(false);
  });

  it('buyer reference is required and a Leitweg-ID (e.g. 991-12345-67)', () => {
    expect(buyerReferenceProblem('')).toEqual({ messageKey: ValidationKeys.required });
    expect(buyerReferenceProblem('  ')).toEqual({ messageKey: ValidationKeys.required });
    expect(buyerReferenceProblem('991-12345-67')).toBeNull();
    expect(buyerReferenceProblem('04011000-1234512345-06')).toBeNull();
    expect(buyerReferenceProblem('991-67')).toBeNull();
    expect(buyerReferenceProblem(`123456789012-${'A'.repeat(30)}-12`)).toBeNull();
    for (const bad of ['99112345', '991-12345-6', 'abc-12345-67', '991 12345 67', '991-12-34-56', `123456789012-${'A'.repeat(31)}-12`]) {
      expect(buyerReferenceProblem(bad)).toEqual({ messageKey: BUYER_REFERENCE_INVALID_KEY });
    }
  });

  it('"Enabled only when the activation parameter equals amazonpay.activated; unavailable in B2B"', () => {
    const base = { activationValue: AMAZON_PAY_ACTIVATION, isB2b: false, articleNumbers: ['100200'], blockedArticleNumbers: [] };
    expect(amazonPayAvailable(base)).toBe(true);
    expect(amazonPayAvailable({ ...base, activationValue: null })).toBe(false);
    expect(amazonPayAvailable({ ...base, activationValue: 'amazonpay.deactivated' })).toBe(false);
    expect(amazonPayAvailable({ ...base, isB2b: true })).toBe(false);
  });

  it('"Amazon-style pay is blocked for a list of 9 article numbers"', () => {
    expect(AMAZON_PAY_BLOCKED_ARTICLE_COUNT).toBe(9);
    const base = { activationValue: AMAZON_PAY_ACTIVATION, isB2b: false, blockedArticleNumbers: ['555001', '555002'] };
    expect(amazonPayAvailable({ ...base, articleNumbers: ['100200', '555002'] })).toBe(false);
    expect(amazonPayAvailable({ ...base, articleNumbers: ['100200'] })).toBe(true);
  });

  it('"A method must be selected, otherwise the no-payment-selected message is shown"', () => {
    expect(NO_PAYMENT_SELECTED_KEY).toBe('vue.checkout.paymentStep.errorNoPaymentSelected');
  });
});
