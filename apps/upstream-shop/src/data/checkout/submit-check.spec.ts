import { line } from '../../../test/support/checkout-lines.js';
import type { AddressRecord } from '../customers/address-store.js';
import type { CheckoutParameters } from './checkout-parameters.js';
import { paymentOptionsFor } from './payments.js';
import { shippersFor } from './shippers.js';
import { submitCheck, type SubmitInput } from './submit-check.js';

const billing: AddressRecord = {
  addressId: 'A-1', customerId: 'C-1', addressType: 'billing', isAlsoCustomerAddress: true, schoolOrCompany: null, salutation: 'Frau',
  firstName: 'Anna', lastName: 'Schmidt', street: 'Kastanienallee 12', addressAddition: null, postCode: '10435', city: 'Berlin',
  country: 'DE', phone: null, email: null, isStation: false, postNumber: null, packstationNumber: null,
};
const params: CheckoutParameters = { dpd: true, amazonPay: true, xRechnung: true, twint: true };
const options = paymentOptionsFor({ shop: 'de', b2bPaymentMethod: null, termsOfPayment: null, amazonPayBlocked: false, params });
const paypal = options.find((o) => o.paymentId === 'PAYPAL') ?? null;
const [dhl] = shippersFor({ shop: 'de', deliveryType: 'sameAsBilling', deliveryCountry: 'DE', lines: [line()], dpd: true });
const [spedition] = shippersFor({ shop: 'de', deliveryType: 'sameAsBilling', deliveryCountry: 'DE', lines: [line({ spedition: true })], dpd: true });

const input = (overrides: Partial<SubmitInput> = {}): SubmitInput => ({
  lines: [line()],
  billing,
  shipper: dhl ?? null,
  speditionFields: [],
  chosenPaymentId: 'PAYPAL',
  payment: paypal,
  totalCents: 744,
  ...overrides,
});
const answer = (i: SubmitInput) => {
  const check = submitCheck(i);
  return check.ok ? `ok:${check.paymentId}` : check.messageKey;
};

describe('submitCheck', () => {
  it('passes a complete checkout', () => {
    expect(answer(input())).toBe('ok:PAYPAL');
  });

  it('names the first missing precondition', () => {
    expect(answer(input({ lines: [], billing: null }))).toBe('vue.checkout.error.emptyCart');
    expect(answer(input({ billing: null, shipper: null }))).toBe('vue.checkout.error.billingAddressMissing');
    expect(answer(input({ shipper: null }))).toBe('vue.checkout.error.noShipperAvailable');
    expect(answer(input({ shipper: spedition ?? null }))).toBe('vue.checkout.error.speditionDataMissing');
    expect(answer(input({ chosenPaymentId: null, payment: null }))).toBe('vue.checkout.paymentStep.errorNoPaymentSelected');
    expect(answer(input({ chosenPaymentId: 'AMAZONPAY', payment: null }))).toBe('vue.checkout.paymentStep.errorPaymentNotAvailable');
  });

  it('needs no payment for a payless cart', () => {
    expect(answer(input({ lines: [line({ unitCents: 0 })], shipper: { ...(dhl ?? fail()), costCents: 0 }, totalCents: 0, chosenPaymentId: null, payment: null }))).toBe('ok:NONE');
  });

  it('declines billing last name "Ablehnung" (test hook)', () => {
    expect(answer(input({ billing: { ...billing, lastName: 'Ablehnung' } }))).toBe('vue.checkout.payment.error');
  });
});

function fail(): never {
  throw new Error('fixture missing');
}
