import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnPhoto, ReturnsGuardReason } from '@tafel/returns-machine';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { LoadedReturn } from '../runner/returns-records.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { sniffImage } from '../../common/image-sniff.js';
import { acceptedPhotoEvents, PerReturnBatcher, photoEventKey, takeAccepted } from './per-return-batcher.js';
import { AddReturnPhotoCommand } from './photo-commands.js';
import { photoErrors } from './photo-errors.js';
import { MAX_PHOTO_BYTES, MAX_STORED_BYTES_PER_RETURN, newPhotoId } from './photo-limits.js';
import { PhotoStoreFullError, ReturnPhotoStore, type PhotoMeta } from './photo-store.js';

interface PendingAdd {
  workflowId: string;
  visitor: string;
  event: { type: 'photo.add'; photoId: string; itemId: string };
  loaded: LoadedReturn;
}

type AddOutcome = { kind: 'added'; record: LoadedReturn; photo: ReturnPhoto } | { kind: 'refused'; reason: ReturnsGuardReason } | { kind: 'notFound' } | { kind: 'conflict' };

/** A photo the return took: queued, its upload job in the outbox. */
export interface AddedPhoto {
  record: LoadedReturn;
  photo: ReturnPhoto;
  meta: PhotoMeta;
}

/**
 * Checks the file by content (PNG or JPEG whose header decodes, at most 5 MB), stores it, then
 * adds the photo to the return (photo.add; the save asks for its upload job). Photos of one return
 * that arrive together are added in one save (PerReturnBatcher). The machine's limits are asked
 * again by the save itself: a photo it refuses after all (another photo won the last slot) has its
 * file deleted. Refusals are PhotoIntakeError.
 */
@CommandHandler(AddReturnPhotoCommand)
export class AddReturnPhotoHandler implements ICommandHandler<AddReturnPhotoCommand> {
  private readonly batches = new PerReturnBatcher<PendingAdd, AddOutcome>((_key, items) => this.add(items));

  constructor(
    private readonly runner: ReturnsRunner,
    private readonly store: ReturnPhotoStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: AddReturnPhotoCommand): Promise<AddedPhoto> {
    const { workflowId, itemId, file } = command;
    if (file.length > MAX_PHOTO_BYTES) throw photoErrors.tooLarge(MAX_PHOTO_BYTES);
    const sniffed = sniffImage(file);
    if (!sniffed.ok) throw sniffed.problem === 'notAnImage' ? photoErrors.fileType() : photoErrors.invalidFile(sniffed.detail);
    const photoId = newPhotoId();
    const meta: PhotoMeta = { fileName: command.fileName, size: file.length, contentType: sniffed.contentType };
    const principal = { visitor: command.visitor };
    // Nothing is stored for a return the visitor cannot see, or one that refuses the photo now.
    const loaded = command.loaded?.id === workflowId && command.loaded.meta.owner === command.visitor ? command.loaded : await this.runner.find(workflowId, principal);
    if (loaded === null) throw photoErrors.notFound();
    const event = { type: 'photo.add' as const, photoId, itemId };
    const reason = this.runner.definition.whyNot(loaded.snapshot, event);
    if (reason !== null) throw photoErrors.refused(reason as Parameters<typeof photoErrors.refused>[0]);
    try {
      await this.store.put(workflowId, photoId, file, meta, { ttlMs: this.config.returns.ttlMs, maxBytesPerReturn: MAX_STORED_BYTES_PER_RETURN });
    } catch (error) {
      if (error instanceof PhotoStoreFullError) throw photoErrors.tooMany(error.message);
      throw error;
    }
    let added: AddOutcome;
    try {
      added = await this.batches.run(`${command.visitor}@${workflowId}`, { workflowId, visitor: command.visitor, event, loaded });
    } catch (error) {
      await this.store.forget(workflowId, photoId).catch(() => undefined);
      throw error;
    }
    if (added.kind !== 'added') await this.store.forget(workflowId, photoId);
    switch (added.kind) {
      case 'added':
        return { record: added.record, photo: added.photo, meta };
      case 'refused':
        throw photoErrors.refused(added.reason);
      case 'notFound':
        throw photoErrors.notFound();
      default:
        throw photoErrors.conflict();
    }
  }

  /** One save for the photos of one visitor's return that arrived together (each photo.add optional). */
  private async add(items: PendingAdd[]): Promise<AddOutcome[]> {
    const { workflowId, visitor } = items[0]!;
    const outcome = await this.runner.change(workflowId, {
      command: 'AddReturnPhotoCommand',
      actor: 'shopper',
      principal: { visitor },
      loaded: items.length === 1 ? items[0]!.loaded : undefined,
      plan: () => items.map((item) => ({ event: item.event, optional: true as const })),
    });
    if (outcome.kind === 'notFound' || outcome.kind === 'conflict') return items.map(() => ({ kind: outcome.kind }));
    if (outcome.kind === 'refused') return items.map(() => ({ kind: 'refused', reason: outcome.reason }));
    const accepted = outcome.kind === 'saved' ? acceptedPhotoEvents(outcome.events) : [];
    const { snapshot } = outcome.record;
    return items.map((item): AddOutcome => {
      const photo = snapshot.context.photos.find((p) => p.id === item.event.photoId);
      if (takeAccepted(accepted, photoEventKey('photo.add', item.event.photoId)) && photo !== undefined) return { kind: 'added', record: outcome.record, photo };
      // Refused after all (another photo of the batch took the last slot): why, as the return stands now.
      const reason = (this.runner.definition.whyNot(snapshot, item.event) ?? 'PHOTO_LIMIT_REACHED') as ReturnsGuardReason;
      return { kind: 'refused', reason };
    });
  }
}
