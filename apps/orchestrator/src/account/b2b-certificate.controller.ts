import { Controller, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import { B2bCertificateUploadSignatureDocument, UploadB2bCertificateDocument } from '@tafel/graphql-schema/upstream-client';
import type { Request, Response } from 'express';
import { AppError } from '../common/app-error.js';
import { header } from '../common/request-header.js';
import { shopperFrom } from '../request/index.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { isTransientUpstreamError } from '../upstream/upstream-errors.js';
import { SESSION_REQUIRED_KEY } from './session-required.js';

/** Spec §7 uploadB2bCertificate: at most 2 MB decoded. */
export const MAX_CERTIFICATE_BYTES = 2 * 1024 * 1024;

export const CERTIFICATE_KEYS = {
  fileType: 'vue.upload.error.fileType',
  fileTooLarge: 'vue.upload.error.fileTooLarge',
  invalidFile: 'vue.upload.error.invalidFile',
  invalidSignature: 'vue.upload.error.invalidSignature',
  unavailable: 'vue.error.somethingWentWrong',
} as const;

const DECLARED_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** The certificate's type by its first bytes (never by a name or the declared type alone), or null. */
export function sniffCertificateType(bytes: Buffer): 'application/pdf' | 'image/png' | 'image/jpeg' | null {
  if (bytes.subarray(0, 4).toString('latin1') === '%PDF') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** A refusal: HTTP status and the JSON body {messageKey, message}. */
export class CertificateRefusal extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the body up to `limit` bytes; more is a 413 and reading stops (the connection closes with the answer). */
function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    if (req.readableEnded) return resolve(Buffer.alloc(0));
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      req.pause();
    };
    function onData(chunk: Buffer): void {
      size += chunk.length;
      if (size > limit) {
        stop();
        reject(new CertificateRefusal(413, CERTIFICATE_KEYS.fileTooLarge, `The file is larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    }
    function onEnd(): void {
      stop();
      resolve(Buffer.concat(chunks, size));
    }
    function onError(error: Error): void {
      stop();
      reject(error);
    }
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

const UPSTREAM_STATUS: Readonly<Record<string, number>> = {
  [CERTIFICATE_KEYS.fileTooLarge]: 413,
  [CERTIFICATE_KEYS.fileType]: 415,
  [CERTIFICATE_KEYS.invalidFile]: 422,
};

/**
 * POST /account/b2b-certificate: the B2B customer's proof of the institution (spec §7), posted by
 * the storefront as the raw body (application/pdf, image/png or image/jpeg, at most 2 MB). Checked
 * in this order, nothing sent before the last step: the customer session (X-JWT, else 401) →
 * declared size (413) → declared type (415) → the body (never read beyond 2 MB: 413; empty: 422)
 * → its type by the first bytes (415) → the upload signature, then the upload: 200
 * {"uploaded": true}. Refusals are JSON {messageKey, message}.
 */
@Controller('account')
export class B2bCertificateController {
  private readonly logger = new Logger('B2bCertificate');

  constructor(private readonly client: UpstreamClient) {}

  @Post('b2b-certificate')
  @HttpCode(200)
  async upload(@Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      await this.intake(req);
      res.status(200).json({ uploaded: true });
    } catch (error) {
      const refusal = this.refusalOf(error);
      if (refusal.status === 413 && !req.complete) res.setHeader('Connection', 'close');
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
    const declared = Number(header(req, 'content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > MAX_CERTIFICATE_BYTES) throw new CertificateRefusal(413, CERTIFICATE_KEYS.fileTooLarge, `The file is larger than ${MAX_CERTIFICATE_BYTES} bytes`);
    const type = (header(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!DECLARED_TYPES.has(type)) throw new CertificateRefusal(415, CERTIFICATE_KEYS.fileType, 'Send a PDF, PNG or JPEG file (Content-Type application/pdf, image/png or image/jpeg)');
    const file = await readBody(req, MAX_CERTIFICATE_BYTES);
    if (file.length === 0) throw new CertificateRefusal(422, CERTIFICATE_KEYS.invalidFile, 'The body is empty');
    if (sniffCertificateType(file) === null) throw new CertificateRefusal(415, CERTIFICATE_KEYS.fileType, 'The file is no PDF, PNG or JPEG');

    const options = { jwt, site: shopper.site, userId: shopper.userId };
    // Spec §4: an upload uses a signature obtained beforehand.
    const { getCurrentUploadSignature } = await this.client.request(B2bCertificateUploadSignatureDocument, {}, options);
    const { uploadB2bCertificate: result } = await this.client.request(
      UploadB2bCertificateDocument,
      { file: '', signature: getCurrentUploadSignature.signature },
      { ...options, file: { variable: 'file', bytes: file } },
    );
    if (result.successful) return;
    const key = result.errorMessage ?? CERTIFICATE_KEYS.invalidFile;
    const status = UPSTREAM_STATUS[key];
    if (status !== undefined) throw new CertificateRefusal(status, key, `The shop refused the file: ${key}`);
    throw new CertificateRefusal(503, key, `The shop refused the upload: ${key}`);
  }

  private refusalOf(error: unknown): CertificateRefusal {
    if (error instanceof CertificateRefusal) return error;
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return new CertificateRefusal(401, SESSION_REQUIRED_KEY, 'The customer session is no longer accepted');
    if (isTransientUpstreamError(error)) return new CertificateRefusal(503, CERTIFICATE_KEYS.unavailable, 'The shop did not answer; nothing was uploaded');
    this.logger.error(`certificate upload failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return new CertificateRefusal(500, CERTIFICATE_KEYS.unavailable, 'Internal error; nothing was uploaded');
  }
}
