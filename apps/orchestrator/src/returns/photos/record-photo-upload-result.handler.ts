import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnsEvent } from '@tafel/returns-machine';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { RecordPhotoUploadResultCommand } from './photo-commands.js';
import { ReturnPhotoStore } from './photo-store.js';

/** recorded: the return took it; stale: the photo is gone or has moved on (a repeated or late job). */
export type PhotoResultOutcome = 'recorded' | 'stale';

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
 * Records an upload job's step as the system. After an upload the file is deleted (the return now
 * holds the upstream's image id); a photo removed meanwhile has nothing left to keep.
 */
@CommandHandler(RecordPhotoUploadResultCommand)
export class RecordPhotoUploadResultHandler implements ICommandHandler<RecordPhotoUploadResultCommand> {
  constructor(
    private readonly runner: ReturnsRunner,
    private readonly store: ReturnPhotoStore,
  ) {}

  async execute(command: RecordPhotoUploadResultCommand): Promise<PhotoResultOutcome> {
    const outcome = await this.runner.change(command.workflowId, {
      command: 'RecordPhotoUploadResultCommand',
      actor: 'system',
      principal: { system: true },
      plan: () => [eventOf(command)],
      loaded: command.loaded,
      // Only the photo's state moves: another change winning the race is simply planned again.
      attempts: 5,
    });
    if (outcome.kind === 'conflict') throw outcome.error;
    const gone = outcome.kind === 'notFound' || (outcome.kind === 'refused' && outcome.reason === 'PHOTO_UNKNOWN');
    if (gone) await this.store.forget(command.workflowId, command.photoId);
    else if (command.result.kind === 'uploaded' && outcome.kind === 'saved') await this.store.deleteFile(command.workflowId, command.photoId);
    return outcome.kind === 'saved' ? 'recorded' : 'stale';
  }
}
