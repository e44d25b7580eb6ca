import { Inject, Injectable } from '@nestjs/common';
import { ReturnImageUploadSignatureDocument, UploadReturnImageDocument, type UploadReturnImageMutation } from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../../common/site.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';

export type ReturnImageUploadAnswer = UploadReturnImageMutation['uploadReturnImage'];

export interface UploadSignature {
  signature: string;
  /** Epoch ms; 0 when the upstream's date was unreadable (then it is used once). */
  expiresAt: number;
}

/** One photo upload as the upstream takes it. */
export interface ReturnImageUpload {
  file: Buffer;
  hash: string;
  itemId: string;
  /** The order line's lineNo (the upstream's lineItemId). */
  lineNo: number;
  site: Site;
}

/**
 * The upstream calls of a return photo upload (spec §4): a signature for RETURN_IMAGE first, then
 * uploadReturnImage with the file as base64. Transport failures come out as UpstreamError (the
 * job retries them); a refusal is the answer's successful false with errorMessage (a message key).
 */
@Injectable()
export class ReturnPhotoUpstream {
  constructor(
    private readonly upstream: UpstreamClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A signature for RETURN_IMAGE uploads of this order, and until when the upstream takes it. */
  async signature(hash: string, site: Site): Promise<UploadSignature> {
    const { signature, expiresAt } = (await this.upstream.request(ReturnImageUploadSignatureDocument, { hash }, { site })).getCurrentUploadSignature;
    const until = Date.parse(expiresAt);
    return { signature, expiresAt: Number.isFinite(until) ? until : 0 };
  }

  async upload(upload: ReturnImageUpload, signature: string): Promise<ReturnImageUploadAnswer> {
    // The file goes into the request body as base64 bytes (no 1.4 MB string per megabyte).
    const variables = { file: '', signature, hash: upload.hash, itemId: upload.itemId, lineItemId: String(upload.lineNo) };
    const options = { site: upload.site, timeoutMs: this.config.returnPhotos.uploadTimeoutMs, file: { variable: 'file', bytes: upload.file } };
    return (await this.upstream.request(UploadReturnImageDocument, variables, options)).uploadReturnImage;
  }
}
