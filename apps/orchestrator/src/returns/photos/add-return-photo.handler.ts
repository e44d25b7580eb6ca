import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnPhoto } from '@tafel/returns-machine';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { LoadedReturn } from '../runner/returns-records.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { sniffImage } from './image-sniff.js';
import { AddReturnPhotoCommand } from './photo-commands.js';
import { photoErrors } from './photo-errors.js';
import { MAX_PHOTO_BYTES, MAX_STORED_BYTES_PER_RETURN, newPhotoId } from './photo-limits.js';
import { PhotoStoreFullError, ReturnPhotoStore, type PhotoMeta } from './photo-store.js';

/** A photo the return took: queued, its upload job in the outbox. */
export interface AddedPhoto {
  record: LoadedReturn;
  photo: ReturnPhoto;
  meta: PhotoMeta;
}

/**
 * Checks the file by content (PNG or JPEG whose header decodes, at most 5 MB), stores it, then
 * adds the photo to the return (photo.add; the save asks for its upload job). The machine's
 * limits are asked again by the save itself: a photo it refuses after all (another photo won the
 * last slot) has its file deleted. Refusals are PhotoIntakeError.
 */
@CommandHandler(AddReturnPhotoCommand)
export class AddReturnPhotoHandler implements ICommandHandler<AddReturnPhotoCommand> {
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
    let outcome;
    try {
      outcome = await this.runner.change(workflowId, { command: 'AddReturnPhotoCommand', actor: 'shopper', principal, loaded, plan: () => [event] });
    } catch (error) {
      await this.store.forget(workflowId, photoId).catch(() => undefined);
      throw error;
    }
    if (outcome.kind !== 'saved') await this.store.forget(workflowId, photoId);
    switch (outcome.kind) {
      case 'saved': {
        const photo = outcome.record.snapshot.context.photos.find((p) => p.id === photoId);
        if (photo === undefined) throw new Error(`photo ${photoId} missing after photo.add was saved`);
        return { record: outcome.record, photo, meta };
      }
      case 'refused':
        throw photoErrors.refused(outcome.reason);
      case 'notFound':
        throw photoErrors.notFound();
      default:
        throw photoErrors.conflict();
    }
  }
}
