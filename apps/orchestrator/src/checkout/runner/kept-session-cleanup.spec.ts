import { leavesGuestSession } from './kept-session-cleanup.js';

const change = (state: string, ...events: [string, Record<string, unknown>?][]) => ({
  state,
  events: events.map(([type, payload]) => ({ type, actor: 'shopper' as const, state, payload: payload ?? null })),
});

describe('when a kept guest session is deleted', () => {
  it('on a customer login, an expired session and a confirmed order', () => {
    expect(leavesGuestSession(change('active.shipping.editing', ['login.succeeded', { session: 'loggedIn' }]))).toBe(true);
    expect(leavesGuestSession(change('sessionExpired', ['session.expired']))).toBe(true);
    expect(leavesGuestSession(change('confirmed', ['submit.succeeded', { orderId: '1' }]))).toBe(true);
    expect(leavesGuestSession(change('confirmed', ['payment.confirmed']))).toBe(true);
  });

  it('not when the guest session itself starts or the checkout just moves on', () => {
    expect(leavesGuestSession(change('active.shipping.editing', ['login.succeeded', { session: 'guest' }]))).toBe(false);
    expect(leavesGuestSession(change('active.payment.editing', ['shipping.save']))).toBe(false);
    expect(leavesGuestSession(change('submitting', ['order.submit']))).toBe(false);
  });
});
