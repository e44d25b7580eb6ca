import type { Provider, Type } from '@nestjs/common';
import { PhotoRateLimit } from './photo-rate-limit.js';
import { ReturnPhotosController } from './return-photos.controller.js';
import { ReturnFlowPhotosResolver, ReturnPhotosResolver } from './return-photos.resolver.js';

/** What the photos add to the returns API (the HTTP intake, the photo mutations, ReturnFlow.photos' file fields; the API process only). */
export const RETURN_PHOTO_API: { controllers: Type[]; providers: Provider[] } = {
  controllers: [ReturnPhotosController],
  providers: [PhotoRateLimit, ReturnPhotosResolver, ReturnFlowPhotosResolver],
};
