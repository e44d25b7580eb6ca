import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnsEvent } from '@tafel/returns-machine';
import type { LoadedReturn } from '../runner/returns-records.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { PerReturnBatcher, acceptedPhotoEvents, photoEventKey, takeAccepted } from './per-return-batcher.js';
import { RecordPhotoUploadResultCommand } from './photo-commands.js';
import { ReturnPhotoStore } from './photo-store.js';

/** recorded: the return took it; stale: the photo is gone or has moved on (a repeated or late job). */
export type PhotoResultOutcome = 'recorded' | 'stale';

/** The outcome, and the return as it stands after the save (null when it is gone). */
export interface PhotoResultReport {
  outcome: PhotoResultOutcome;
  record: LoadedReturn | null;
}

function eventOf({ photoId, result }: RecordPhotoUploadResultCommand): ReturnsEvent {
  switch (result.kind) {
    case 'uploading':
      return { type: 'photo.uploading', photoId };
    case 'uploaded':
      return { type: 'photo.uploaded', photoId, imageId: result.imageId };
    default:
      return { type: 'photo.failed', photoId, messageKey: result.messageKey };
  }
}

/**
 * Records upload jobs' steps as the system. Steps of one return that arrive while one of its
 * saves runs are saved together in the next one (PerReturnBatcher; each event optional: a photo
 * that moved on is skipped, the others are still taken). After an upload the file is deleted
 * (the return now holds the upstream's image id); a photo removed meanwhile has nothing left to keep.
 */
@CommandHandler(RecordPhotoUploadResultCommand)
export class RecordPhotoUploadResultHandler implements ICommandHandler<RecordPhotoUploadResultCommand> {
  private readonly batches = new PerReturnBatcher<RecordPhotoUploadResultCommand, PhotoResultReport>((workflowId, commands) => this.record(workflowId, commands));

  constructor(
    private readonly runner: ReturnsRunner,
    private readonly store: ReturnPhotoStore,
  ) {}

  execute(command: RecordPhotoUploadResultCommand): Promise<PhotoResultReport> {
    return this.batches.run(command.workflowId, command);
  }

  private async record(workflowId: string, commands: RecordPhotoUploadResultCommand[]): Promise<PhotoResultReport[]> {
    const events = commands.map(eventOf);
    // photo.uploading only for the round the job was enqueued for (a late job of an earlier round starts nothing).
    // photo.failed of a named round only while the photo is still in that round (queued or uploading it).
    const applies = (record: LoadedReturn, command: RecordPhotoUploadResultCommand): boolean => {
      const { result } = command;
      if (result.kind === 'uploaded' || (result.kind === 'failed' && result.attempts === undefined)) return true;
      const photo = record.snapshot.context.photos.find((p) => p.id === command.photoId);
      if (result.kind === 'uploading') return photo?.state === 'queued' && photo.attempts === result.attempts;
      return (photo?.state === 'queued' && photo.attempts === result.attempts) || (photo?.state === 'uploading' && photo.attempts === result.attempts! + 1);
    };
    const outcome = await this.runner.change(workflowId, {
      command: 'RecordPhotoUploadResultCommand',
      actor: 'system',
      principal: { system: true },
      plan: (record) => events.flatMap((event, i) => (applies(record, commands[i]!) ? [{ event, optional: true as const }] : [])),
      // Only photo states move: another change winning the race is simply planned again.
      attempts: 5,
    });
    if (outcome.kind === 'conflict') throw outcome.error;
    // Which of the events the save took: each accepted entry counts for one command.
    const accepted = outcome.kind === 'saved' ? acceptedPhotoEvents(outcome.events) : [];
    const record: LoadedReturn | null = outcome.kind === 'notFound' ? null : outcome.record;
    const results: PhotoResultReport[] = [];
    for (const [i, command] of commands.entries()) {
      const taken = takeAccepted(accepted, photoEventKey(events[i]!.type, command.photoId));
      results.push({ outcome: taken ? 'recorded' : 'stale', record });
      const gone = record === null || !record.snapshot.context.photos.some((p) => p.id === command.photoId);
      if (gone) await this.store.forget(workflowId, command.photoId);
      else if (taken && command.result.kind === 'uploaded') await this.store.deleteFile(workflowId, command.photoId);
    }
    return results;
  }
}
