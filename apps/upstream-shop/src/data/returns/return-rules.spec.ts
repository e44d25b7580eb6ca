import { carriersFor, NO_LABEL } from './carriers.js';
import { regulationsFor } from './regulations.js';
import { componentsFor, isBulky, returnReason } from './return-reasons.js';

const reason = (code: string) => {
  const found = returnReason(code);
  if (!found) throw new Error(code);
  return found;
};

describe('return regulations', () => {
  it('offers refund first to consumers, a replacement first for faults, no refund in B2B', () => {
    expect(regulationsFor([reason('ORDERED_TOO_MANY')], false).map((r) => r.code)).toEqual(['REFUND', 'CREDIT', 'EXCHANGE']);
    expect(regulationsFor([reason('ORDERED_TOO_MANY'), reason('DAMAGED')], false).map((r) => r.code)).toEqual(['REPLACEMENT', 'REFUND', 'CREDIT', 'EXCHANGE']);
    expect(regulationsFor([reason('WRONG_ITEM')], true).map((r) => r.name)).toEqual(['Ersatzlieferung', 'Gutschrift', 'Umtausch']);
  });
});

describe('return carriers', () => {
  it('picks the label carrier by shop and always ends with nolabel', () => {
    expect(carriersFor('de', false).map((c) => [c.code, c.priceCents])).toEqual([['dhl', 0], [NO_LABEL, 0]]);
    expect(carriersFor('b2b', false)[0]?.code).toBe('dhl');
    expect(carriersFor('at', false)[0]).toMatchObject({ code: 'dpd', priceCents: 495 });
    expect(carriersFor('ch', false)[0]).toMatchObject({ code: 'swisspost' });
  });

  it('offers only nolabel for bulky furniture', () => {
    expect(isBulky('chair')).toBe(true);
    expect(isBulky('cushion')).toBe(false);
    expect(carriersFor('de', true).map((c) => c.code)).toEqual([NO_LABEL]);
  });
});

describe('return reasons', () => {
  it('name components only for damage reports of multi-part articles', () => {
    expect(componentsFor(reason('DAMAGED'), 'paintbox')).toContain('Deckel');
    expect(componentsFor(reason('DAMAGED'), 'pencil')).toEqual([]);
    expect(componentsFor(reason('NOT_AS_EXPECTED'), 'paintbox')).toEqual([]);
    expect(reason('DAMAGED')).toMatchObject({ comment: true, image: true });
  });
});
