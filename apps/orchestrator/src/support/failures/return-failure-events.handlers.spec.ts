import { ReturnChangedEvent, ReturnSubmittedEvent } from '../../returns/index.js';
import type { FailureIndex, FailureRecord } from './failure-index.js';
import { ResolveFailedReturnHandler, TrackIndexedReturnHandler } from './return-failure-events.handlers.js';

function recordingIndex(): { index: FailureIndex; patches: [string, Partial<FailureRecord>][] } {
  const patches: [string, Partial<FailureRecord>][] = [];
  const index = {
    patch: async (id: string, patch: Partial<FailureRecord>) => {
      patches.push([id, patch]);
      return true;
    },
  } as unknown as FailureIndex;
  return { index, patches };
}

describe('support index handlers of returns', () => {
  it('resolves a return once it is filed, with its RMA', async () => {
    const { index, patches } = recordingIndex();
    await new ResolveFailedReturnHandler(index).handle(new ReturnSubmittedEvent('rt-1', 'de-de', 'R-1', 1));
    expect(patches).toEqual([['rt-1', expect.objectContaining({ status: 'RESOLVED', state: 'flow.submitted', rma: 'R-1' })]]);
  });

  it('follows a photo by its entry: retried, uploaded or removed', async () => {
    const { index, patches } = recordingIndex();
    const changed = (type: string) => new ReturnChangedEvent('rt-1', 'de-de', 2, 'C', 'flow.preparing.selection', [{ type, actor: 'support', state: 'flow.preparing.selection, uploads.busy', payload: { photoId: 'ph-1' } }]);
    const handler = new TrackIndexedReturnHandler(index);
    await handler.handle(changed('photo.retry'));
    await handler.handle(changed('photo.uploaded'));
    await handler.handle(changed('photo.remove'));
    await handler.handle(changed('photo.uploading'));
    expect(patches.map(([id, patch]) => [id, patch.status, patch.state])).toEqual([
      ['rt-1/ph-1', 'REPLAYING', 'queued'],
      ['rt-1/ph-1', 'RESOLVED', 'uploaded'],
      ['rt-1/ph-1', 'RESOLVED', 'removed'],
    ]);
  });

  it('tracks the flow state when the shopper takes a failed return elsewhere', async () => {
    const { index, patches } = recordingIndex();
    await new TrackIndexedReturnHandler(index).handle(new ReturnChangedEvent('rt-2', 'de-de', 3, 'C', 'flow.preparing.confirm', [{ type: 'return.back', actor: 'shopper', state: 'flow.preparing.confirm, uploads.idle', payload: null }]));
    expect(patches).toEqual([['rt-2', { state: 'flow.preparing.confirm' }]]);
  });
});
