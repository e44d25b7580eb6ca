import { initialReturnsContext, restoreReturn, returnsMachine, type ReturnsContext } from '@tafel/returns-machine';
import { createActor } from 'xstate';
import type { LoadedReturn } from './runner/returns-records.js';
import { phaseOf, returnFlowView } from './returns-view.js';

function recordAt(value: object, context: Partial<ReturnsContext> = {}): LoadedReturn {
  const persisted = { ...(createActor(returnsMachine).getPersistedSnapshot() as object), value, context: { ...initialReturnsContext(), ...context } };
  const snapshot = createActor(returnsMachine, { snapshot: persisted as never }).getSnapshot();
  return { kind: 'returns', id: 'rt-1', version: 3, snapshot, persisted: persisted as never, meta: { owner: 'u', site: 'ch-de', createdAt: '', currency: 'CHF', failedSubmissions: 0 }, updatedAt: '' };
}

describe('returnFlowView', () => {
  it('names the phase of each flow state', () => {
    const phase = (flow: unknown) => phaseOf(recordAt({ flow, uploads: 'idle' }).snapshot);
    expect(phase({ lookup: 'idle' })).toBe('LOOKUP');
    expect(phase({ preparing: 'selection' })).toBe('SELECTION');
    expect(phase({ preparing: { regulation: 'loading' } })).toBe('REGULATION');
    expect(phase({ preparing: { carrier: 'ready' } })).toBe('CARRIER');
    expect(phase({ preparing: 'confirm' })).toBe('CONFIRM');
    expect(phase('submitting')).toBe('SUBMITTING');
    expect(phase('submitted')).toBe('SUBMITTED');
    expect(phase({ failed: 'upstreamRefused' })).toBe('FAILED');
  });

  it('shows both regions, prices in the order’s currency, and a snapshot the storefront can restore', () => {
    const record = recordAt(
      { flow: { preparing: { carrier: 'ready' } }, uploads: 'busy' },
      { carriers: [{ code: 'swisspost', name: 'Post', priceCents: 990 }], selectedCarrier: 'swisspost', photos: [{ id: 'p', itemId: 'i', lineNo: 1, state: 'uploading', imageId: null, attempts: 1, messageKey: null }] },
    );
    const view = returnFlowView(record, () => ({ fileName: 'a.png', size: 10, contentType: 'image/png' }));
    expect(view).toMatchObject({ state: 'flow.preparing.carrier.ready', uploadsState: 'uploads.busy', phase: 'CARRIER', carriers: [{ code: 'swisspost', price: { amount: 9.9, currency: 'CHF' } }] });
    expect(view.photos).toEqual([{ id: 'p', itemId: 'i', state: 'UPLOADING', attempts: 1, messageKey: null, fileName: 'a.png', size: 10, contentType: 'image/png' }]);
    const restored = createActor(returnsMachine, { snapshot: restoreReturn(JSON.parse(view.snapshot)) as never }).getSnapshot();
    expect(restored.matches({ flow: { preparing: { carrier: 'ready' } } })).toBe(true);
    expect(restored.context.selectedCarrier).toBe('swisspost');
  });
});
