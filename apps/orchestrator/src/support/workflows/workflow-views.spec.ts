import { activeStates } from './workflow-views.js';

describe('activeStates', () => {
  it('names one leaf per region of a parallel root', () => {
    expect(activeStates({ flow: { preparing: 'confirm' }, uploads: 'uploadFailed' })).toEqual(['flow.preparing.confirm', 'uploads.uploadFailed']);
    expect(activeStates({ flow: 'submitted', uploads: 'idle' })).toEqual(['flow.submitted', 'uploads.idle']);
  });

  it('names the one leaf of a plain chain', () => {
    expect(activeStates('draft')).toEqual(['draft']);
    expect(activeStates({ failed: 'upstreamUnavailable' })).toEqual(['failed.upstreamUnavailable']);
    expect(activeStates(null)).toEqual([]);
  });
});
