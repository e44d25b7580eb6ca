import { AppError, UpstreamError } from '../../common/app-error.js';
import { WorkflowConflictError } from '../../workflow/workflow-store.js';
import { handlingOf, OrderIdPendingError, reasonForSubmitMessage } from './submit-outcome.js';

describe('submit outcome classification', () => {
  it.each([
    ['vue.checkout.payment.error', 'PAYMENT_DECLINED'],
    ['vue.checkout.paymentStep.errorNoPaymentSelected', 'PAYMENT_ERROR'],
    ['vue.checkout.paymentStep.errorPaymentNotAvailable', 'PAYMENT_ERROR'],
    ['vue.checkout.error.billingAddressMissing', 'ADDRESS_REJECTED'],
    ['vue.checkout.error.noShipperAvailable', 'ADDRESS_REJECTED'],
    ['vue.checkout.error.speditionDataMissing', 'ADDRESS_REJECTED'],
    ['vue.checkout.error.emptyCart', 'CART_CHANGED'],
    ['vue.checkout.error.orderAlreadySubmitted', 'ALREADY_SUBMITTED'],
    ['vue.something.unknown', 'INTERNAL_ERROR'],
  ])('submitCart %s → %s', (key, reason) => {
    expect(reasonForSubmitMessage(key)).toBe(reason);
  });

  it('retries timeouts, outages and refused tokens', () => {
    expect(handlingOf(new UpstreamError('UPSTREAM_TIMEOUT', 'Request timed out (5000ms)'))).toEqual({ retry: true, reason: 'UPSTREAM_UNAVAILABLE' });
    expect(handlingOf(new UpstreamError('UPSTREAM_UNAVAILABLE', 'HTTP 503'))).toEqual({ retry: true, reason: 'UPSTREAM_UNAVAILABLE' });
    expect(handlingOf(new UpstreamError('INVALID_TOKEN', 'refused twice'))).toEqual({ retry: true, reason: 'UPSTREAM_UNAVAILABLE' });
  });

  it('retries a lost Redis and a workflow that kept changing (the order may be placed already), recording INTERNAL_ERROR when out of attempts', () => {
    expect(handlingOf(new Error('Connection is closed.'))).toEqual({ retry: true, reason: 'INTERNAL_ERROR' });
    expect(handlingOf(new Error('Command timed out'))).toEqual({ retry: true, reason: 'INTERNAL_ERROR' });
    expect(handlingOf(new WorkflowConflictError('co-1', 3, 4, 5))).toEqual({ retry: true, reason: 'INTERNAL_ERROR' });
  });

  it('retries a placed order whose id could not be learned, whatever the failure behind it', () => {
    expect(handlingOf(new OrderIdPendingError(new UpstreamError('UPSTREAM_TIMEOUT', 'Request timed out (5000ms)')))).toEqual({ retry: true, reason: 'UPSTREAM_UNAVAILABLE' });
    expect(handlingOf(new OrderIdPendingError(new UpstreamError('CART_NOT_FOUND', 'Cart not found')))).toEqual({ retry: true, reason: 'UPSTREAM_UNAVAILABLE' });
    expect(handlingOf(new OrderIdPendingError(new UpstreamError('UNAUTHENTICATED', 'token expired')))).toEqual({ retry: true, reason: 'UPSTREAM_UNAVAILABLE' });
  });

  it('gives up at once on a lost cart, an expired session and unknown errors', () => {
    expect(handlingOf(new UpstreamError('CART_NOT_FOUND', 'Cart not found'))).toEqual({ retry: false, reason: 'CART_CHANGED' });
    expect(handlingOf(new UpstreamError('UNAUTHENTICATED', 'x', { messageKey: 'vue.error.security.valid_token_required' }))).toEqual({
      retry: false,
      reason: 'SESSION_EXPIRED',
      messageKey: 'vue.error.security.valid_token_required',
    });
    expect(handlingOf(new AppError('UPSTREAM_REJECTED', 'bad id'))).toEqual({ retry: false, reason: 'INTERNAL_ERROR' });
    expect(handlingOf(new TypeError('bug'))).toEqual({ retry: false, reason: 'INTERNAL_ERROR' });
  });
});
