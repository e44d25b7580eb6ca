import { OrderPlacedEvent, OrderSubmissionStartedEvent } from '../../checkout/index.js';
import { ResolveFailedSubmissionHandler, RetriedSubmissionHandler } from './failure-events.handlers.js';
import type { FailureIndex, FailureRecord } from './failure-index.js';

/** Records the patches a handler sends (the Redis side of FailureIndex is tested with the support suite). */
function recordingIndex(): { index: FailureIndex; patches: [string, Partial<FailureRecord>][] } {
  const patches: [string, Partial<FailureRecord>][] = [];
  const index = {
    patch: async (workflowId: string, patch: Partial<FailureRecord>) => {
      patches.push([workflowId, patch]);
      return true;
    },
  } as unknown as FailureIndex;
  return { index, patches };
}

describe('support index handlers', () => {
  it('resolves the indexed failure when the order of a checkout that failed before is placed', async () => {
    const { index, patches } = recordingIndex();
    await new ResolveFailedSubmissionHandler(index).handle(new OrderPlacedEvent('co-1', 'cart-1', 'O-1', 2, true));
    expect(patches).toEqual([['co-1', expect.objectContaining({ status: 'RESOLVED', state: 'confirmed', orderId: 'O-1' })]]);
  });

  it('leaves the index alone for a checkout none of whose submissions failed', async () => {
    const { index, patches } = recordingIndex();
    await new ResolveFailedSubmissionHandler(index).handle(new OrderPlacedEvent('co-2', 'cart-2', 'O-2', 1, false));
    await new RetriedSubmissionHandler(index).handle(new OrderSubmissionStartedEvent('co-2', 'cart-2', 1, 'shopper', false));
    expect(patches).toEqual([]);
  });

  it('marks a retried failure as replaying', async () => {
    const { index, patches } = recordingIndex();
    await new RetriedSubmissionHandler(index).handle(new OrderSubmissionStartedEvent('co-3', 'cart-3', 2, 'shopper', true));
    expect(patches).toEqual([['co-3', { status: 'REPLAYING', state: 'submitting', attempt: 2 }]]);
  });
});
