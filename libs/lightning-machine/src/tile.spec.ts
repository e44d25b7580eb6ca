import { BADGE_PRIORITY, lightningTileState, tileBadges, trackingReservedPercent, type LightningTileInput } from './index.js';

const now = Date.parse('2026-11-26T12:00:00.000Z');
const future = '2026-11-26T12:00:01.000Z';
const past = '2026-11-26T11:59:59.000Z';
const tile = (patch: Partial<LightningTileInput>): LightningTileInput => ({ available: true, endsAt: future, reservedPercent: 40, switchOn: true, now, ...patch });

describe('lightningTileState (spec §4 Tile states)', () => {
  it('is null while lightning deals are switched off', () => {
    expect(lightningTileState(tile({ switchOn: false }))).toBeNull();
    expect(lightningTileState(tile({ switchOn: false, reservedPercent: 100 }))).toBeNull();
  });

  it('is a lightning deal when available, or when its end is still to come', () => {
    expect(lightningTileState(tile({}))).toBe('LIGHTNING_DEAL');
    expect(lightningTileState(tile({ available: false }))).toBe('LIGHTNING_DEAL');
    expect(lightningTileState(tile({ endsAt: past }))).toBe('LIGHTNING_DEAL');
  });

  it('is a lightning-deal shortage at 100 % reserved before the end', () => {
    expect(lightningTileState(tile({ reservedPercent: 100 }))).toBe('LIGHTNING_DEAL_SHORTAGE');
    expect(lightningTileState(tile({ reservedPercent: 100, available: false }))).toBe('LIGHTNING_DEAL_SHORTAGE');
    expect(lightningTileState(tile({ reservedPercent: 99 }))).toBe('LIGHTNING_DEAL');
  });

  it('is ended when neither available nor ending in the future', () => {
    expect(lightningTileState(tile({ available: false, endsAt: past }))).toBe('ENDED');
    expect(lightningTileState(tile({ available: false, endsAt: past, reservedPercent: 100 }))).toBe('ENDED');
    expect(lightningTileState(tile({ available: false, endsAt: new Date(now).toISOString() }))).toBe('ENDED');
    expect(lightningTileState(tile({ available: false, endsAt: 'not a date' }))).toBe('ENDED');
  });
});

describe('tileBadges (spec §2/§5 priority)', () => {
  it('orders lightning, sale, new, popular', () => {
    expect(BADGE_PRIORITY).toEqual(['LIGHTNING', 'SALE', 'NEW', 'POPULAR']);
    expect(tileBadges({ lightning: true, sale: true, isNew: true, popular: true })).toEqual(['LIGHTNING', 'SALE', 'NEW', 'POPULAR']);
    expect(tileBadges({ lightning: false, sale: false, isNew: true, popular: true })).toEqual(['NEW', 'POPULAR']);
    expect(tileBadges({ lightning: true, sale: false, isNew: false, popular: true })).toEqual(['LIGHTNING', 'POPULAR']);
    expect(tileBadges({ lightning: false, sale: false, isNew: false, popular: false })).toEqual([]);
  });
});

describe('trackingReservedPercent (spec §7)', () => {
  it('floors and divides by 100', () => {
    expect(trackingReservedPercent(37.9)).toBe(0.37);
    expect(trackingReservedPercent(100)).toBe(1);
    expect(trackingReservedPercent(0)).toBe(0);
    expect(trackingReservedPercent(Number.NaN)).toBe(0);
  });
});
