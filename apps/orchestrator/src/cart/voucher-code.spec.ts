import { voucherCodeFrom, voucherRejection } from './voucher-code.js';

describe('voucherCodeFrom', () => {
  it.each([
    [' schule10 ', 'SCHULE10'],
    ['ab-200', 'AB-200'],
    ['X'.repeat(32), 'X'.repeat(32)],
  ])('accepts %p as %p', (input, code) => {
    expect(voucherCodeFrom(input)).toEqual({ ok: true, code });
  });

  it.each(['', '   ', 'X'.repeat(33), 'SCHULE 10', 'A;DROP', 'ÄPFEL', 42, null, 'x'.repeat(100_000)])('refuses %p on the code field without quoting it', (input) => {
    const check = voucherCodeFrom(input);
    expect(check).toMatchObject({ ok: false, result: { __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', messageKey: 'vue.cart.voucher.error.invalid', fieldErrors: [{ field: 'code' }] } });
    expect(JSON.stringify(check).length).toBeLessThan(500);
  });
});

describe('voucherRejection', () => {
  it('keeps the upstream key and names the error code', () => {
    expect(voucherRejection({ messageKey: 'vue.cart.voucher.error.alreadyApplied', message: 'm' })).toEqual({ __typename: 'VoucherRejectedError', errorCode: 'VOUCHER_ALREADY_APPLIED', messageKey: 'vue.cart.voucher.error.alreadyApplied', message: 'm' });
    expect(voucherRejection({ messageKey: 'vue.cart.voucher.error.tooMany', message: 'm' })?.errorCode).toBe('VOUCHER_NOT_ACCEPTED');
  });

  it('leaves other refusals alone', () => {
    expect(voucherRejection({ messageKey: 'vue.cart.error.somethingWentWrong', message: 'm' })).toBeNull();
    expect(voucherRejection({ messageKey: 'vue.cart.voucher.error.other', message: 'm' })).toBeNull();
  });
});
