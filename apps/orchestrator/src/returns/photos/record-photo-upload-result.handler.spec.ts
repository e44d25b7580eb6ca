import type { PhotoState } from '@tafel/returns-machine';
import type { LoadedReturn } from '../runner/returns-records.js';
import type { ReturnChange, ReturnsRunner } from '../runner/returns-runner.js';
import { RecordPhotoUploadResultCommand, type PhotoUploadResult } from './photo-commands.js';
import type { ReturnPhotoStore } from './photo-store.js';
import { RecordPhotoUploadResultHandler } from './record-photo-upload-result.handler.js';

/** The events the handler plans for one result, against a return holding one photo in `state` after `attempts` rounds. */
async function planned(state: PhotoState, attempts: number, result: PhotoUploadResult): Promise<unknown[]> {
  const record = { id: 'rt-1', snapshot: { context: { photos: [{ id: 'ph-1', state, attempts }] } } } as unknown as LoadedReturn;
  let events: unknown[] = [];
  const runner = {
    change: async (_id: string, change: ReturnChange) => {
      events = change.plan(record);
      return { kind: 'unchanged', record };
    },
  } as unknown as ReturnsRunner;
  const store = { forget: async () => undefined, deleteFile: async () => undefined } as unknown as ReturnPhotoStore;
  await new RecordPhotoUploadResultHandler(runner, store).execute(new RecordPhotoUploadResultCommand('rt-1', 'ph-1', result));
  return events;
}

const failedOfRound = (attempts: number): PhotoUploadResult => ({ kind: 'failed', messageKey: 'tafel.returns.upload.failed', attempts });

describe('RecordPhotoUploadResultHandler: a failure of a named round', () => {
  it('fails the photo while it is in that round (queued for it, or uploading it)', async () => {
    expect(await planned('queued', 1, failedOfRound(1))).toHaveLength(1);
    expect(await planned('uploading', 2, failedOfRound(1))).toHaveLength(1);
  });

  it('leaves a photo alone that has moved on to another round (a late report of an earlier job)', async () => {
    expect(await planned('queued', 2, failedOfRound(1))).toEqual([]);
    expect(await planned('uploading', 3, failedOfRound(1))).toEqual([]);
  });
});
