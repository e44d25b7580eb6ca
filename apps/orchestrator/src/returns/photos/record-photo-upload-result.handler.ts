import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnsEvent } from '@tafel/returns-machine';
import type { LoadedReturn } from '../runner/returns-records.js';
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

interface Waiting {
  command: RecordPhotoUploadResultCommand;
  resolve: (outcome: PhotoResultOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Records upload jobs' steps as the system. Steps of one return that arrive while one of its
 * saves runs are saved together in the next one (each event optional: a photo that moved on is
 * skipped, the others are still taken): the return's commands run one at a time, and a job per
 * photo would otherwise queue up behind the others' saves. After an upload the file is deleted
 * (the return now holds the upstream's image id); a photo removed meanwhile has nothing left to keep.
 */
@CommandHandler(RecordPhotoUploadResultCommand)
export class RecordPhotoUploadResultHandler implements ICommandHandler<RecordPhotoUploadResultCommand> {
  private readonly queues = new Map<string, Waiting[]>();

  constructor(
    private readonly runner: ReturnsRunner,
    private readonly store: ReturnPhotoStore,
  ) {}

  execute(command: RecordPhotoUploadResultCommand): Promise<PhotoResultOutcome> {
    return new Promise<PhotoResultOutcome>((resolve, reject) => {
      const queue = this.queues.get(command.workflowId);
      if (queue !== undefined) {
        queue.push({ command, resolve, reject });
        return;
      }
      this.queues.set(command.workflowId, [{ command, resolve, reject }]);
      void this.drain(command.workflowId);
    });
  }

  /** Saves what waits for this return, batch after batch, until nothing does. */
  private async drain(workflowId: string): Promise<void> {
    const queue = this.queues.get(workflowId)!;
    while (queue.length > 0) {
      const batch = queue.splice(0);
      try {
        const outcomes = await this.record(workflowId, batch.map((w) => w.command));
        batch.forEach((waiting, i) => waiting.resolve(outcomes[i]!));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.queues.delete(workflowId);
  }

  private async record(workflowId: string, commands: RecordPhotoUploadResultCommand[]): Promise<PhotoResultOutcome[]> {
    const events = commands.map(eventOf);
    const outcome = await this.runner.change(workflowId, {
      command: 'RecordPhotoUploadResultCommand',
      actor: 'system',
      principal: { system: true },
      plan: () => events.map((event) => ({ event, optional: true as const })),
      loaded: commands.length === 1 ? commands[0]!.loaded : undefined,
      // Only photo states move: another change winning the race is simply planned again.
      attempts: 5,
    });
    if (outcome.kind === 'conflict') throw outcome.error;
    // Which of the events the save took: each accepted entry counts for one command.
    const accepted = outcome.kind === 'saved' ? outcome.events.map((e) => `${e.type}|${String((e.payload as { photoId?: unknown } | undefined)?.photoId)}`) : [];
    const record: LoadedReturn | null = outcome.kind === 'notFound' ? null : outcome.record;
    const results: PhotoResultOutcome[] = [];
    for (const [i, command] of commands.entries()) {
      const at = accepted.indexOf(`${events[i]!.type}|${command.photoId}`);
      if (at >= 0) accepted.splice(at, 1);
      results.push(at >= 0 ? 'recorded' : 'stale');
      const gone = record === null || !record.snapshot.context.photos.some((p) => p.id === command.photoId);
      if (gone) await this.store.forget(workflowId, command.photoId);
      else if (at >= 0 && command.result.kind === 'uploaded') await this.store.deleteFile(workflowId, command.photoId);
    }
    return results;
  }
}
