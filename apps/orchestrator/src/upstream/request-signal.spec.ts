import { currentRequestSignal, detachedFromRequest, limitRequestTime, requestTimeLeft, runWithRequestSignal } from './request-signal.js';

describe('a request time budget', () => {
  it('counts down for everything the request starts, keeps the earlier deadline, and is not there outside the request', async () => {
    const controller = new AbortController();
    await runWithRequestSignal(controller.signal, async () => {
      expect(requestTimeLeft()).toBeUndefined();
      limitRequestTime(1000);
      limitRequestTime(5000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const left = requestTimeLeft()!;
      // Counted from the 1000 ms deadline, not 5000; a timer may fire a millisecond early by Date.now().
      expect(left).toBeLessThanOrEqual(990);
      expect(left).toBeGreaterThan(500);
      expect(currentRequestSignal()).toBe(controller.signal);
      // Shared work (a cache's single flight) is bound by neither the signal nor the budget.
      expect(detachedFromRequest(() => [requestTimeLeft(), currentRequestSignal()])).toEqual([undefined, undefined]);
    });
    limitRequestTime(10);
    expect(requestTimeLeft()).toBeUndefined();
  });
});
