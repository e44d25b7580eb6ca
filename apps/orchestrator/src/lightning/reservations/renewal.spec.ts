import type { UpstreamLightningReservationResultFragment } from '@tafel/graphql-schema/upstream-client';
import { renewalEvent, renewalReasons } from './renewal.js';

const END = '2026-11-26T12:30:00.000Z';
const reservation = (items: { itemId: string; quantity: number }[], expired = false) => ({
  hasLightningDealReservation: items.length > 0,
  isLightningDealReservationExpired: expired,
  lightningDealReservationTimestampEnd: items.length > 0 ? END : null,
  items,
});
const result = (over: Partial<UpstreamLightningReservationResultFragment>): UpstreamLightningReservationResultFragment =>
  ({ successful: true, errorMessage: null, notLegalDeal: false, reducedQuantity: false, refreshed: false, changedItemIds: [], reservation: reservation([{ itemId: '10005-01', quantity: 2 }]), ...over }) as UpstreamLightningReservationResultFragment;
const CHANGED = 'vue.checkout.summaryStep.notification.cartChanged';

// The stand-in's deals end 6 h and more after its start: a line that is not legal any more cannot
// be reached in an integration test, so its mapping is checked here.
describe('extend / refresh answers as machine reports', () => {
  it('reports a line whose deal ended (notLegalDeal) as NOT_LEGAL_DEAL with the lines left', () => {
    const answer = result({ successful: false, errorMessage: CHANGED, notLegalDeal: true, changedItemIds: ['10401-03'] });
    expect(renewalReasons(answer)).toEqual(['NOT_LEGAL_DEAL']);
    expect(renewalEvent('extend', answer)).toEqual({ type: 'extend.succeeded', items: [{ itemId: '10005-01', quantity: 2 }], expiresAt: END, change: { reasons: ['NOT_LEGAL_DEAL'], changedItemIds: ['10401-03'] } });
  });

  it('reports every reason in the API order, and a reservation left with nothing as empty items without an end', () => {
    const answer = result({ successful: false, errorMessage: CHANGED, notLegalDeal: true, reducedQuantity: true, refreshed: true, changedItemIds: ['10005-01'], reservation: reservation([]) });
    expect(renewalEvent('refresh', answer)).toEqual({ type: 'refresh.succeeded', items: [], expiresAt: null, change: { reasons: ['NOT_LEGAL_DEAL', 'REDUCED_QUANTITY', 'REFRESHED'], changedItemIds: ['10005-01'] } });
  });

  it('reports a refusal other than the cart-changed key, and a reservation still expired, as failures', () => {
    expect(renewalEvent('extend', result({ successful: false, errorMessage: 'vue.checkout.error.orderAlreadySubmitted' }))).toEqual({ type: 'extend.failed', reason: 'UPSTREAM_REFUSED', messageKey: 'vue.checkout.error.orderAlreadySubmitted' });
    expect(renewalEvent('refresh', result({ reservation: reservation([{ itemId: '10005-01', quantity: 2 }], true) }))).toEqual({ type: 'refresh.failed', reason: 'NOT_RENEWED' });
  });

  it('drops changed item ids that are not shop ids (upstream data is outside input)', () => {
    expect(renewalEvent('extend', result({ changedItemIds: ['10005-01', 'bad id{'] }))).toMatchObject({ change: { changedItemIds: ['10005-01'] } });
  });
});
