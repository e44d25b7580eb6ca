import { Controller, Inject, Logger, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ITEM_ID_PATTERN } from '@tafel/returns-machine';
import type { Request, Response } from 'express';
import { AppError } from '../../common/app-error.js';
import { BodyReader } from '../../common/body-reader.js';
import { clientAddress } from '../../common/client-address.js';
import { header } from '../../common/request-header.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { isTransientRedisError } from '../../redis/redis-errors.js';
import { shopperFrom } from '../../request/index.js';
import { RETURN_ID_PATTERN } from '../returns-ids.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { ReturnSwitch } from '../upstream/return-switch.js';
import type { AddedPhoto } from './add-return-photo.handler.js';
import { AddReturnPhotoCommand } from './photo-commands.js';
import { photoErrors, PhotoIntakeError } from './photo-errors.js';
import { MAX_BODY_BYTES, MAX_PHOTO_BYTES, sanitiseFileName } from './photo-limits.js';
import { PhotoRateLimit } from './photo-rate-limit.js';

export const FILE_NAME_HEADER = 'X-File-Name';

/** The answer to a photo the return took. */
export interface AddedPhotoBody {
  photo: { id: string; itemId: string; state: string; attempts: number; messageKey: string | null; fileName: string | null; size: number; contentType: string };
}

/**
 * POST /returns/:returnId/photos?itemId=<id>: the storefront hands over one photo of a return
 * (raw body; the type is read from its bytes, never from Content-Type or the optional
 * X-File-Name, which is only shown). Checked in this order, nothing stored before the last step:
 * identity headers (as for GraphQL) → per-visitor and per-address rate limit (429) → Content-Length (≤ 5 MB, 413)
 * → return switch (404) → the visitor's own return (404) → the machine's whyNot for photo.add
 * (409: 20 per return, 5 per item, item selected, not submitted) → the body (read meanwhile,
 * never beyond 5 MB: 413) → PNG or JPEG by content (415, or 400 for a header that does not
 * decode) → stored and queued: 201.
 * Refusals are JSON {errorCode, messageKey, message}.
 */
@Controller('returns')
export class ReturnPhotosController {
  private readonly logger = new Logger('ReturnPhotos');

  constructor(
    private readonly commands: CommandBus,
    private readonly runner: ReturnsRunner,
    @Inject(ReturnSwitch) private readonly returnSwitch: Pick<ReturnSwitch, 'isOn'>,
    private readonly rateLimit: PhotoRateLimit,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(':returnId/photos')
  async add(@Req() req: Request, @Res() res: Response, @Param('returnId') returnId: string, @Query('itemId') itemId: unknown): Promise<void> {
    try {
      const added = await this.intake(req, returnId, itemId);
      const { photo, meta } = added;
      const body: AddedPhotoBody = {
        photo: { id: photo.id, itemId: photo.itemId, state: photo.state.toUpperCase(), attempts: photo.attempts, messageKey: photo.messageKey, fileName: meta.fileName, size: meta.size, contentType: meta.contentType },
      };
      res.status(201).json(body);
    } catch (error) {
      const refusal = this.refusalOf(error);
      // Over the limit, the rest is not read at all: the connection closes with the answer. Any
      // other refusal lets Node discard the rest of the body, so the client reads the answer.
      if (refusal.status === 413 && !req.complete) res.setHeader('Connection', 'close');
      if (refusal.body.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(refusal.body.retryAfterSeconds));
      res.status(refusal.status).json(refusal.body);
    }
  }

  private async intake(req: Request, returnId: string, rawItemId: unknown): Promise<AddedPhoto> {
    const shopper = shopperFrom(req);
    const visitor = shopper.userId;
    if (!visitor) throw photoErrors.notFound();
    if (typeof rawItemId !== 'string' || !ITEM_ID_PATTERN.test(rawItemId)) throw photoErrors.badRequest('itemId must be 1-64 characters of A-Z a-z 0-9 . _ : -');
    const itemId = rawItemId;
    const wait = await this.rateLimit.admit(visitor, clientAddress(req, this.config.support.internalApiSecret));
    if (wait !== null) throw photoErrors.rateLimited(wait);
    if (!RETURN_ID_PATTERN.test(returnId)) throw photoErrors.notFound();
    const declared = Number(header(req, 'content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw photoErrors.tooLarge(MAX_PHOTO_BYTES);
    // The file comes in while the return is checked; nothing is stored before the checks passed.
    const reader = new BodyReader(req, MAX_BODY_BYTES, () => photoErrors.tooLarge(MAX_PHOTO_BYTES));
    let record;
    try {
      const on = await this.returnSwitch.isOn(shopper.site);
      if (on === null) throw photoErrors.unavailable('The shop did not answer (return switch); nothing was stored');
      if (!on) throw photoErrors.disabled();
      record = await this.runner.find(returnId, { visitor });
      if (record === null) throw photoErrors.notFound();
      // The machine's limits (20 per return, 5 per item, item selected, not submitted) before anything is stored.
      const probe = { type: 'photo.add', photoId: '?', itemId };
      const reason = this.runner.definition.whyNot(record.snapshot, probe);
      if (reason !== null) throw photoErrors.refused(reason as Parameters<typeof photoErrors.refused>[0]);
    } catch (error) {
      reader.abandon();
      throw error;
    }
    const file = await reader.body;
    if (file.length === 0) throw photoErrors.invalidFile('the body is empty');
    const fileName = sanitiseFileName(header(req, FILE_NAME_HEADER));
    return this.commands.execute<AddReturnPhotoCommand, AddedPhoto>(new AddReturnPhotoCommand(returnId, visitor, itemId, file, fileName, record));
  }

  private refusalOf(error: unknown): PhotoIntakeError {
    if (error instanceof PhotoIntakeError) return error;
    if (error instanceof AppError && error.code === 'BAD_USER_INPUT') return photoErrors.badRequest(error.message);
    if (isTransientRedisError(error) || (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')) return photoErrors.unavailable('Redis is not answering; nothing was stored');
    this.logger.error(`photo intake failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return new PhotoIntakeError(500, { errorCode: 'INTERNAL', messageKey: photoErrors.unavailable('').body.messageKey, message: 'Internal error; nothing was stored' });
  }
}
