import { describe, expect, it } from '@jest/globals';
import { translator } from '@/lib/i18n/i18n';
import { interpretLightningResult, refreshOutcome, refreshOutcomeKey, refreshOutcomeTone, type LightningCartResult } from './lightning-result';

const de = translator('de-DE');
const reservation = { state: 'RESERVED' as const, hasReservation: true, expired: false, expiresAt: '2026-11-26T12:15:00Z', items: [{ itemId: '10005-01', quantity: 1 }] };

function refused(reason: string, messageKey: string, allowedQuantity: number | null = null): LightningCartResult {
  return { __typename: 'LightningRefusedError', errorCode: 'LIGHTNING_REFUSED', messageKey, message: 'refused', reason, allowedQuantity };
}

describe('interpretLightningResult', () => {
  it('reads an add: the cart count, the reservation and the change', () => {
    const outcome = interpretLightningResult(
      { __typename: 'LightningCartUpdated', cart: { id: 'c-1', articleCount: 3 }, reservation, change: null, newSession: null },
      de,
    );
    expect(outcome).toEqual({ kind: 'updated', articleCount: 3, reservation, change: null, newSession: null });
  });

  it('names the allowed quantity with the spec key when more than allowed was asked for', () => {
    expect(interpretLightningResult(refused('QUANTITY_ABOVE_ALLOWED', 'vue.buybox.text.quantity.error', 2), de)).toEqual({
      kind: 'refused',
      reason: 'QUANTITY_ABOVE_ALLOWED',
      message: 'Die maximale Bestellmenge für diesen Artikel ist 2.',
    });
    expect(interpretLightningResult(refused('QUANTITY_ABOVE_ALLOWED', 'vue.buybox.text.quantity.error'), de)).toMatchObject({
      message: 'Die gewünschte Menge übersteigt die maximale Bestellmenge für diesen Artikel.',
    });
  });

  it('uses the reason’s own text when the key has none, else the generic one', () => {
    expect(interpretLightningResult(refused('DEAL_OVER', 'tafel.lightning.unknownKey'), de)).toMatchObject({ message: 'Dieses Blitzangebot ist leider vorbei oder ausverkauft.' });
    expect(interpretLightningResult(refused('SOMETHING_NEW', 'tafel.lightning.unknownKey'), de)).toMatchObject({ message: de.message('vue.cart.error.somethingWentWrong') });
  });

  it('says when to try again after too many adds', () => {
    expect(
      interpretLightningResult({ __typename: 'LightningRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: 'x.unknown', message: '', retryAfterSeconds: 30 }, de),
    ).toEqual({ kind: 'rateLimited', retryAfterSeconds: 30, message: 'Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in 30 Sekunden noch einmal.' });
  });

  it('says when lightning deals are switched off, the cart is gone or ordered', () => {
    expect(interpretLightningResult({ __typename: 'LightningDisabledError', errorCode: 'LIGHTNING_DISABLED', messageKey: 'x.unknown', message: '' }, de)).toEqual({
      kind: 'refused',
      reason: 'DISABLED',
      message: 'Blitzangebote sind gerade nicht verfügbar.',
    });
    expect(interpretLightningResult({ __typename: 'CartNotFoundError', errorCode: 'CART_NOT_FOUND', messageKey: 'vue.cart.error.cartNotFound', message: '' }, de)).toEqual({ kind: 'cartNotFound' });
    expect(
      interpretLightningResult({ __typename: 'CartUpdateRejectedError', errorCode: 'CART_SUBMITTED', messageKey: 'vue.cart.error.cartSubmitted', message: '' }, de).kind,
    ).toBe('cartSubmitted');
  });
});

describe('refreshOutcome', () => {
  const expired = { ...reservation, state: 'EXPIRED' as const, expired: true };
  const change = (reasons: ('NOT_LEGAL_DEAL' | 'REDUCED_QUANTITY' | 'REFRESHED' | 'EXPIRED')[]) => ({ reasons, changedItemIds: ['10005-01'], messageKey: null });

  it('tells refreshed, reduced and not-legal apart (not legal and reduced before refreshed)', () => {
    expect(refreshOutcome(change(['REFRESHED']), reservation)).toBe('refreshed');
    expect(refreshOutcome(change(['REFRESHED', 'REDUCED_QUANTITY']), reservation)).toBe('reduced');
    expect(refreshOutcome(change(['NOT_LEGAL_DEAL']), expired)).toBe('notLegal');
  });

  it('says a running reservation was left as it is, and a still expired one was not renewed', () => {
    expect(refreshOutcome(null, reservation)).toBe('notExpired');
    expect(refreshOutcome(change([]), expired)).toBe('notRefreshed');
  });

  it('has a basket text and a toast kind for each', () => {
    expect(de.t(refreshOutcomeKey('refreshed'))).toBe('Ihre Blitzangebote sind wieder 15 Minuten für Sie reserviert.');
    expect(de.t(refreshOutcomeKey('notLegal'))).toBe('Das Blitzangebot ist vorbei. Die Artikel kosten den Normalpreis.');
    for (const kind of ['refreshed', 'reduced', 'notLegal', 'notExpired', 'notRefreshed'] as const) expect(refreshOutcomeKey(kind)).toMatch(/^ui\.lightning\.basket\./);
    expect([refreshOutcomeTone('refreshed'), refreshOutcomeTone('reduced'), refreshOutcomeTone('notLegal'), refreshOutcomeTone('notRefreshed')]).toEqual(['success', 'warning', 'warning', 'error']);
  });
});
