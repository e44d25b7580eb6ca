import type { UpstreamLightningDealFragment } from '@tafel/graphql-schema/upstream-client';
import { lightningDealsValidUntil, runningDealInfo, viewLightningDeal, viewLightningFields } from './lightning-deal-info.js';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const ON = { on: true, now: NOW };
const eur = (amount: number) => ({ stringValue: `${amount} €`, amount, currencyCode: 'EUR' });
const money = (amount: number, formatted: string) => ({ amount, currency: 'EUR', formatted });

const running: UpstreamLightningDealFragment = {
  productId: '10005',
  itemId: '10005-01',
  name: 'Buntstifte',
  specialPrice: eur(2.79),
  oldPrice: eur(3.99),
  timestampFrom: '2026-11-26T11:00:00.000Z',
  timestampUntil: '2026-11-26T18:00:00.000Z',
  reservedPercentageRoundFloor: 37,
  quantityMax: 5,
  available: true,
};

describe('lightning deal info', () => {
  it('maps a running deal with both prices as Money and its tile state', () => {
    expect(runningDealInfo(running, ON)).toEqual({
      itemId: '10005-01',
      available: true,
      startsAt: '2026-11-26T11:00:00.000Z',
      endsAt: '2026-11-26T18:00:00.000Z',
      reservedPercent: 37,
      price: money(2.79, '2,79\u00a0€'),
      oldPrice: money(3.99, '3,99\u00a0€'),
      quantityMax: 5,
      tileState: 'LIGHTNING_DEAL',
    });
    expect(runningDealInfo({ ...running, available: false, reservedPercentageRoundFloor: 100 }, ON)?.tileState).toBe('LIGHTNING_DEAL_SHORTAGE');
    expect(runningDealInfo(running, { on: false, now: NOW })).toBeNull();
  });

  it('decides the state again at reading time: a deal read as available is over after its end', () => {
    const info = runningDealInfo(running, ON);
    const atEnd = viewLightningDeal(info, { on: true, now: Date.parse(running.timestampUntil) });
    expect(atEnd).toMatchObject({ available: false, tileState: 'ENDED' });
    expect(viewLightningDeal(info, { on: true, now: NOW + 1000 })).toEqual(info);
    expect(viewLightningDeal(null, ON)).toBeNull();
  });

  it('keeps the deal price beside the deal, and drops both while switched off', () => {
    const info = runningDealInfo(running, ON);
    const tile = { id: 't', lightningDealInfo: info, lightningDealPrice: info?.price ?? null };
    expect(viewLightningFields(tile, { on: false, now: NOW })).toEqual({ id: 't', lightningDealInfo: null, lightningDealPrice: null });
    expect(viewLightningFields({ id: 't', lightningDealInfo: null, lightningDealPrice: null }, ON)).toEqual({ id: 't', lightningDealInfo: null, lightningDealPrice: null });
    expect(viewLightningFields(tile, ON).lightningDealPrice).toEqual(money(2.79, '2,79\u00a0€'));
  });

  it('bounds a cache entry by the earliest deal end still to come', () => {
    const early = runningDealInfo({ ...running, timestampUntil: '2026-11-26T13:00:00.000Z' }, ON);
    const late = runningDealInfo(running, ON);
    const ended = runningDealInfo({ ...running, timestampUntil: '2026-11-26T11:30:00.000Z' }, ON);
    expect(lightningDealsValidUntil([late, null, early, undefined], NOW)).toBe(Date.parse('2026-11-26T13:00:00.000Z'));
    // An ended deal changes no more: it does not shorten the entry.
    expect(lightningDealsValidUntil([ended], NOW)).toBe(Number.POSITIVE_INFINITY);
    expect(lightningDealsValidUntil([], NOW)).toBe(Number.POSITIVE_INFINITY);
  });
});
