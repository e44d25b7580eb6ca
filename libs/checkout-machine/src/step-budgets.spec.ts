import { CHECKOUT_STEP_BUDGET, SHIPPING_SAVE_BUDGET } from './step-budgets.js';

describe('shipping save time budget', () => {
  it('the orchestrator answers with time to spare before the storefront gives up', () => {
    expect(SHIPPING_SAVE_BUDGET.storefrontMs - SHIPPING_SAVE_BUDGET.answerMs).toBeGreaterThanOrEqual(2_000);
  });

  it('leaves room for a freight cart: the 15 s spedition job wait and two upstream calls of 5 s', () => {
    expect(SHIPPING_SAVE_BUDGET.answerMs).toBeGreaterThanOrEqual(15_000 + 2 * 5_000);
  });

  it('says "still saving" before the 5 s a shopper is used to waiting for a request', () => {
    expect(SHIPPING_SAVE_BUDGET.noticeAfterMs).toBeLessThan(5_000);
  });
});

describe('checkout step time budget', () => {
  it('the orchestrator answers with time to spare before the storefront gives up', () => {
    expect(CHECKOUT_STEP_BUDGET.storefrontMs - CHECKOUT_STEP_BUDGET.answerMs).toBeGreaterThanOrEqual(500);
    expect(CHECKOUT_STEP_BUDGET.answerMs).toBeGreaterThan(0);
  });
});
