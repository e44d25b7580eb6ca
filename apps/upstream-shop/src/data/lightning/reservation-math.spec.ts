import type { LightningDealRecord, ReservationLine } from './lightning-types.js';
import { isRunning, lightningAllowance, renewLines, reservedPercentageRoundFloor, takenElsewhere } from './reservation-math.js';

const deal = (itemId: string, over: Partial<LightningDealRecord> = {}): LightningDealRecord => ({
  itemId,
  productId: itemId.split('-')[0] ?? itemId,
  specialPriceCents: 999,
  specialPrices: { de: 999, at: 1029, ch: 1079, b2b: 949 },
  percentOff: 20,
  reservedPercent: 0,
  quantityMax: 5,
  stock: 20,
  startsAt: 1000,
  endsAt: 2000,
  ...over,
});
const line = (itemId: string, quantity: number): ReservationLine => ({ itemId, quantity, dealEndsAt: 2000 });

describe('lightningAllowance (spec §4: max minus amount already in cart, floored at 0)', () => {
  it('is the max minus what the cart holds', () => {
    expect(lightningAllowance(5, 0, 100)).toBe(5);
    expect(lightningAllowance(5, 3, 100)).toBe(2);
  });
  it('is floored at 0', () => {
    expect(lightningAllowance(5, 5, 100)).toBe(0);
    expect(lightningAllowance(5, 7, 100)).toBe(0);
  });
  it('never exceeds the stock left', () => {
    expect(lightningAllowance(5, 0, 2)).toBe(2);
    expect(lightningAllowance(5, 0, -3)).toBe(0);
  });
});

describe('reservedPercentageRoundFloor', () => {
  it('floors the share', () => {
    expect(reservedPercentageRoundFloor(0, 30)).toBe(0);
    expect(reservedPercentageRoundFloor(1, 3)).toBe(33);
    expect(reservedPercentageRoundFloor(2, 3)).toBe(66);
    expect(reservedPercentageRoundFloor(29, 30)).toBe(96);
    expect(reservedPercentageRoundFloor(30, 30)).toBe(100);
  });
  it('stays within 0..100 and treats a deal without stock as fully reserved', () => {
    expect(reservedPercentageRoundFloor(40, 30)).toBe(100);
    expect(reservedPercentageRoundFloor(0, 0)).toBe(100);
  });
});

describe('takenElsewhere', () => {
  it('is the pre-reserved share of the stock, floored', () => {
    expect(takenElsewhere({ stock: 100, reservedPercent: 37 })).toBe(37);
    expect(takenElsewhere({ stock: 60, reservedPercent: 64 })).toBe(38);
    expect(takenElsewhere({ stock: 80, reservedPercent: 100 })).toBe(80);
    expect(takenElsewhere({ stock: 40, reservedPercent: 0 })).toBe(0);
  });
});

describe('isRunning', () => {
  it('includes the start and excludes the end', () => {
    expect(isRunning(deal('a'), 999)).toBe(false);
    expect(isRunning(deal('a'), 1000)).toBe(true);
    expect(isRunning(deal('a'), 1999)).toBe(true);
    expect(isRunning(deal('a'), 2000)).toBe(false);
  });
});

describe('renewLines', () => {
  const deals = new Map([['a', deal('a', { endsAt: 3000 })], ['b', deal('b')]]);
  const running = (itemId: string) => deals.get(itemId);

  it('keeps a running reservation as it is (stock is already held)', () => {
    const outcome = renewLines([line('a', 3), line('b', 2)], false, running, () => 0);
    expect(outcome).toEqual({ lines: [{ itemId: 'a', quantity: 3, dealEndsAt: 3000 }, { itemId: 'b', quantity: 2, dealEndsAt: 2000 }], notLegalDeal: false, reducedQuantity: false, changedItemIds: [] });
  });

  it('drops lines whose deal no longer runs (not legal)', () => {
    const outcome = renewLines([line('a', 1), line('gone', 2)], false, running, () => 10);
    expect(outcome.lines.map((l) => l.itemId)).toEqual(['a']);
    expect(outcome).toMatchObject({ notLegalDeal: true, reducedQuantity: false, changedItemIds: ['gone'] });
  });

  it('claims an expired reservation again up to the stock left', () => {
    const left: Record<string, number> = { a: 10, b: 1 };
    const outcome = renewLines([line('a', 3), line('b', 2)], true, running, (id) => left[id] ?? 0);
    expect(outcome.lines).toEqual([{ itemId: 'a', quantity: 3, dealEndsAt: 3000 }, { itemId: 'b', quantity: 1, dealEndsAt: 2000 }]);
    expect(outcome).toMatchObject({ notLegalDeal: false, reducedQuantity: true, changedItemIds: ['b'] });
  });

  it('drops an expired line when no stock is left', () => {
    const outcome = renewLines([line('b', 2)], true, running, () => 0);
    expect(outcome).toEqual({ lines: [], notLegalDeal: false, reducedQuantity: true, changedItemIds: ['b'] });
  });
});
