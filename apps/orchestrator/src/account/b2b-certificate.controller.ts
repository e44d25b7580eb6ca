import { Controller, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { B2bCertificateUploadSignatureDocument, GetCustomerInfoDocument, UploadB2bCertificateDocument } from '@tafel/graphql-schema/upstream-client';
import type { Request, Response } from 'express';
import { AppError } from '../common/app-error.js';
import { BodyReader } from '../common/body-reader.js';
import { namedClientAddress } from '../common/client-address.js';
import { sniffImage } from '../common/image-sniff.js';
import { header } from '../common/request-header.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { isRedisUnavailableError } from '../redis/redis-errors.js';
import { shopperFrom } from '../request/index.js';
import { UpstreamClient, type UpstreamCallOptions } from '../upstream/upstream-client.js';
import { isTransientUpstreamError } from '../upstream/upstream-errors.js';
import { AccountLimits } from './account-limits.js';
import { ACCOUNT_RATE_LIMITED_KEY, customerSessionRefusal, SESSION_REQUIRED_KEY } from './session-required.js';

/** Spec §7 uploadB2bCertificate: at most 2 MB decoded. */
export const MAX_CERTIFICATE_BYTES = 2 * 1024 * 1024;

export const CERTIFICATE_KEYS = {
  fileType: 'vue.upload.error.fileType',
  fileTooLarge: 'vue.upload.error.fileTooLarge',
  invalidFile: 'vue.upload.error.invalidFile',
  // The upstream's answer to a signature that expired meanwhile: a fresh one is fetched once.
  invalidSignature: 'vue.upload.error.invalidSignature',
  unavailable: 'vue.error.somethingWentWrong',
} as const;

type CertificateType = 'application/pdf' | 'image/png' | 'image/jpeg';
const DECLARED_TYPES: ReadonlySet<string> = new Set<CertificateType>(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * The certificate's type by its bytes (never by a name or the declared type): a PDF by its
 * signature, PNG and JPEG by the shared image sniffing (their header must decode: 'corrupt'
 * otherwise); null for anything else.
 */
export function sniffCertificateType(bytes: Buffer): CertificateType | 'corrupt' | null {
  if (bytes.subarray(0, 4).toString('latin1') === '%PDF') return 'application/pdf';
  const image = sniffImage(bytes);
  if (image.ok) return image.contentType;
  return image.problem === 'corrupt' ? 'corrupt' : null;
}

/** A refusal: HTTP status and the JSON body {messageKey, message} (429: also Retry-After). */
export class CertificateRefusal extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const tooLarge = (): CertificateRefusal => new CertificateRefusal(413, CERTIFICATE_KEYS.fileTooLarge, `The file is larger than ${MAX_CERTIFICATE_BYTES} bytes`);

const UPSTREAM_STATUS: Readonly<Record<string, number>> = {
  [CERTIFICATE_KEYS.fileTooLarge]: 413,
  [CERTIFICATE_KEYS.fileType]: 415,
  [CERTIFICATE_KEYS.invalidFile]: 422,
};

/**
 * POST /account/b2b-certificate: the B2B customer's proof of the institution (spec §7), posted by
 * the storefront as the raw body (application/pdf, image/png or image/jpeg, at most 2 MB, with
 * or without Content-Length). Checked in this order, the body read only after the session is
 * proven: the customer session (X-JWT, else 401) → uploads per customer session and per browser
 * address (CERTIFICATE_UPLOADS_PER_HOUR, 429) → declared size (413) → declared type (415) → the
 * upload signature and the token's customer (no registered customer's: 401, nothing read) → the
 * body (never read beyond 2 MB: 413; empty: 422) → its type by content, which must be the
 * declared one (415; a PNG/JPEG header that does not decode: 422) → the upload (an expired
 * signature is renewed once): 200 {"uploaded": true}. Refusals are JSON {messageKey, message}.
 */
@Controller('account')
export class B2bCertificateController {
  private readonly logger = new Logger('B2bCertificate');

  constructor(
    private readonly client: UpstreamClient,
    private readonly limits: AccountLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('b2b-certificate')
  async upload(@Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      await this.intake(req);
      res.status(200).json({ uploaded: true });
    } catch (error) {
      const refusal = this.refusalOf(error);
      // A body that was not (fully) read is not read at all: the connection closes with the answer.
      if (!req.complete) res.setHeader('Connection', 'close');
      if (refusal.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
      res.status(refusal.status).json({ messageKey: refusal.messageKey, message: refusal.message });
    }
  }

  private async intake(req: Request): Promise<void> {
    let shopper;
    try {
      shopper = shopperFrom(req);
    } catch {
      throw new CertificateRefusal(401, SESSION_REQUIRED_KEY, 'A valid customer session (X-JWT) is required');
    }
    const jwt = shopper.jwt;
    if (!jwt) throw new CertificateRefusal(401, SESSION_REQUIRED_KEY, 'A registered customer session (X-JWT) is required');
    const wait = await this.limits.takeCertificateUpload(jwt, namedClientAddress(req, this.config.support.internalApiSecret));
    if (wait !== null) throw new CertificateRefusal(429, ACCOUNT_RATE_LIMITED_KEY, `Too many certificate uploads; try again in ${wait} s`, wait);
    const declared = Number(header(req, 'content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > MAX_CERTIFICATE_BYTES) throw tooLarge();
    const type = (header(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!DECLARED_TYPES.has(type)) throw new CertificateRefusal(415, CERTIFICATE_KEYS.fileType, 'Send a PDF, PNG or JPEG file (Content-Type application/pdf, image/png or image/jpeg)');

    const options = { jwt, site: shopper.site, userId: shopper.userId };
    // Spec §4: an upload uses a signature obtained beforehand. The session is proven with it (the
    // upstream names the token's customer), so a stranger's body is never read.
    const [signature, { getCustomerInfo }] = await Promise.all([this.signature(options), this.client.request(GetCustomerInfoDocument, { url: '/myaccount/customernumber' }, options)]);
    const refusal = customerSessionRefusal(getCustomerInfo);
    if (refusal !== null) throw new CertificateRefusal(401, SESSION_REQUIRED_KEY, refusal.message);
    const file = await new BodyReader(req, MAX_CERTIFICATE_BYTES, tooLarge).body;
    if (file.length === 0) throw new CertificateRefusal(422, CERTIFICATE_KEYS.invalidFile, 'The body is empty');
    const sniffed = sniffCertificateType(file);
    if (sniffed === 'corrupt') throw new CertificateRefusal(422, CERTIFICATE_KEYS.invalidFile, 'The image header does not decode');
    if (sniffed === null) throw new CertificateRefusal(415, CERTIFICATE_KEYS.fileType, 'The file is no PDF, PNG or JPEG');
    if (sniffed !== type) throw new CertificateRefusal(415, CERTIFICATE_KEYS.fileType, `The file is ${sniffed}, not the declared ${type}`);

    let result = await this.send(file, signature, options);
    if (!result.successful && result.errorMessage === CERTIFICATE_KEYS.invalidSignature) result = await this.send(file, await this.signature(options), options);
    if (result.successful) return;
    const key = result.errorMessage ?? CERTIFICATE_KEYS.invalidFile;
    const status = UPSTREAM_STATUS[key];
    if (status !== undefined) throw new CertificateRefusal(status, key, `The shop refused the file: ${key}`);
    throw new CertificateRefusal(503, key, `The shop refused the upload: ${key}`);
  }

  private async signature(options: UpstreamCallOptions): Promise<string> {
    return (await this.client.request(B2bCertificateUploadSignatureDocument, {}, options)).getCurrentUploadSignature.signature;
  }

  private async send(file: Buffer, signature: string, options: UpstreamCallOptions) {
    const { uploadB2bCertificate } = await this.client.request(UploadB2bCertificateDocument, { file: '', signature }, { ...options, file: { variable: 'file', bytes: file } });
    return uploadB2bCertificate;
  }

  private refusalOf(error: unknown): CertificateRefusal {
    if (error instanceof CertificateRefusal) return error;
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return new CertificateRefusal(401, SESSION_REQUIRED_KEY, 'The customer session is no longer accepted');
    if (isTransientUpstreamError(error)) return new CertificateRefusal(503, CERTIFICATE_KEYS.unavailable, 'The shop did not answer; nothing was uploaded');
    if ((error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') || isRedisUnavailableError(error)) return new CertificateRefusal(503, CERTIFICATE_KEYS.unavailable, 'Uploads cannot be counted right now; nothing was uploaded');
    this.logger.error(`certificate upload failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return new CertificateRefusal(500, CERTIFICATE_KEYS.unavailable, 'Internal error; nothing was uploaded');
  }
}
