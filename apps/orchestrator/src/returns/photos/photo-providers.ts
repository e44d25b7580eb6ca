import type { Provider } from '@nestjs/common';
import { AddReturnPhotoHandler } from './add-return-photo.handler.js';
import { ReturnPhotoStore } from './photo-store.js';
import { PHOTO_UPLOAD_HOST, PhotoUploadProcessor, RunnerPhotoUploadHost } from './photo-upload.processor.js';
import { ReturnPhotoUpstream } from './photo-upstream.js';
import { PhotoUploadWorkers } from './photo-workers.js';
import { RecordPhotoUploadResultHandler } from './record-photo-upload-result.handler.js';
import { RemoveReturnPhotoHandler } from './remove-return-photo.handler.js';
import { RetryReturnPhotoHandler } from './retry-return-photo.handler.js';

/**
 * What the photos add to the returns core (API and worker process alike): the file store, the
 * upstream calls, the return-image-upload processor and its worker, the four photo commands.
 */
export const RETURN_PHOTO_PROVIDERS: Provider[] = [
  ReturnPhotoStore,
  ReturnPhotoUpstream,
  RunnerPhotoUploadHost,
  { provide: PHOTO_UPLOAD_HOST, useExisting: RunnerPhotoUploadHost },
  PhotoUploadProcessor,
  PhotoUploadWorkers,
  AddReturnPhotoHandler,
  RecordPhotoUploadResultHandler,
  RetryReturnPhotoHandler,
  RemoveReturnPhotoHandler,
];
