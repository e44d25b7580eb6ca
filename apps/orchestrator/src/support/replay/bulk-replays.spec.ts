import { parseBulkReplayJob } from './bulk-replays.js';

describe('parseBulkReplayJob', () => {
  it('takes a bulk id (a UUID) and nothing else from the job data', () => {
    expect(parseBulkReplayJob({ bulkId: '0b6f3e52-3d7a-4b8e-9a51-5f1c2d3e4f60', extra: 1 })).toEqual({ bulkId: '0b6f3e52-3d7a-4b8e-9a51-5f1c2d3e4f60' });
  });

  it.each([null, undefined, 'x', {}, { bulkId: 42 }, { bulkId: '../etc' }, { bulkId: '0b6f3e52-3d7a-4b8e-9a51-5f1c2d3e4f60:x' }])('refuses %p', (data) => {
    expect(() => parseBulkReplayJob(data)).toThrow('bulk-replay job without a valid bulkId');
  });
});
