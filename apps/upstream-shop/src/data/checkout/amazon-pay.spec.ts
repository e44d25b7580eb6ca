import { decideAmazonCompletion, newAmazonSessionId, type AmazonCompletionFacts } from './amazon-pay.js';

const facts = (change: Partial<AmazonCompletionFacts> = {}): AmazonCompletionFacts => ({
  orderId: '500000001',
  paymentMethod: 'AMAZONPAY',
  voided: false,
  completedWith: undefined,
  checkoutSessionId: 'amzn-cs-a',
  session: { orderId: '500000001', declined: false },
  ...change,
});

describe('newAmazonSessionId', () => {
  it('is amzn-cs- and 32 hex digits from the random source', () => {
    expect(newAmazonSessionId((size) => Buffer.alloc(size, 0xab))).toBe(`amzn-cs-${'ab'.repeat(16)}`);
    expect(newAmazonSessionId()).toMatch(/^amzn-cs-[0-9a-f]{32}$/);
    expect(newAmazonSessionId()).not.toBe(newAmazonSessionId());
  });
});

describe('decideAmazonCompletion', () => {
  it('completes an authorised session of the order, and again with the same session', () => {
    expect(decideAmazonCompletion(facts())).toBe('complete');
    expect(decideAmazonCompletion(facts({ completedWith: 'amzn-cs-a' }))).toBe('completed');
  });

  it('voids the order for a declined session of it', () => {
    expect(decideAmazonCompletion(facts({ session: { orderId: '500000001', declined: true } }))).toBe('void');
  });

  it('refuses unknown and foreign sessions, other methods, completed and voided orders', () => {
    expect(decideAmazonCompletion(facts({ session: undefined }))).toBe('refuse');
    expect(decideAmazonCompletion(facts({ session: { orderId: '500000002', declined: false } }))).toBe('refuse');
    expect(decideAmazonCompletion(facts({ session: { orderId: '500000002', declined: true } }))).toBe('refuse');
    expect(decideAmazonCompletion(facts({ paymentMethod: 'PAYPAL' }))).toBe('refuse');
    expect(decideAmazonCompletion(facts({ completedWith: 'amzn-cs-b' }))).toBe('refuse');
    expect(decideAmazonCompletion(facts({ completedWith: 'amzn-cs-b', session: { orderId: '500000001', declined: true } }))).toBe('refuse');
    expect(decideAmazonCompletion(facts({ voided: true }))).toBe('refuse');
  });
});
