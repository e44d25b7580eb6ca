import { LIGHTNING_SUFFIX, splitLightningItemId } from './lightning-item-id.js';

describe('splitLightningItemId', () => {
  it('strips the spec suffix #LIGHTNING_DEAL', () => {
    expect(LIGHTNING_SUFFIX).toBe('#LIGHTNING_DEAL');
    expect(splitLightningItemId('10013-01#LIGHTNING_DEAL')).toEqual({ itemId: '10013-01', lightning: true });
  });
  it('leaves other ids alone', () => {
    expect(splitLightningItemId('10013-01')).toEqual({ itemId: '10013-01', lightning: false });
    expect(splitLightningItemId('10013-01#LIGHTNING')).toEqual({ itemId: '10013-01#LIGHTNING', lightning: false });
    expect(splitLightningItemId('#LIGHTNING_DEAL10013-01')).toEqual({ itemId: '#LIGHTNING_DEAL10013-01', lightning: false });
  });
});
