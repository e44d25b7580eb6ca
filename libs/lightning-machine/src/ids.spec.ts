import { expiryJobId, LightningIdError, lightningWorkflowId } from './index.js';

describe('lightningWorkflowId', () => {
  it('is one id per cart', () => {
    expect(lightningWorkflowId('cart_1-A')).toBe('lightning-cart_1-A');
    expect(lightningWorkflowId('cart_1-A')).not.toBe(lightningWorkflowId('cart_2'));
  });

  it.each(['', 'a:b', 'a b', '{x}', 'x'.repeat(65)])('refuses the cart id %p', (cartId) => {
    expect(() => lightningWorkflowId(cartId)).toThrow(LightningIdError);
  });
});

describe('expiryJobId', () => {
  const at = '2026-11-26T12:15:00.000Z';

  it('is deterministic per workflow and end, with no ":" (BullMQ custom ids)', () => {
    const id = expiryJobId('lightning-cart1', at);
    expect(id).toBe(`lightning-expiry-lightning-cart1-${Date.parse(at)}`);
    expect(id).not.toContain(':');
    expect(expiryJobId('lightning-cart1', '2026-11-26T13:15:00+01:00')).toBe(id);
  });

  it('changes when the end moves', () => {
    expect(expiryJobId('lightning-cart1', '2026-11-26T12:15:00.001Z')).not.toBe(expiryJobId('lightning-cart1', at));
  });

  it('refuses a bad workflow id or timestamp', () => {
    expect(() => expiryJobId('a:b', at)).toThrow(LightningIdError);
    expect(() => expiryJobId('', at)).toThrow(LightningIdError);
    expect(() => expiryJobId('lightning-cart1', 'soon')).toThrow(LightningIdError);
  });
});
