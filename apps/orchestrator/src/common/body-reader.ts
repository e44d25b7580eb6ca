import type { Request } from 'express';

/**
 * Reads a raw request body up to `limit` bytes, from the moment it is made (while the caller's
 * checks run), with or without Content-Length (chunked). More than the limit rejects with
 * `tooLarge()`; then, or when abandoned (a check refused the request), reading stops without
 * destroying the socket, so the refusal still reaches the client (the connection closes with
 * it). Never buffers beyond the limit. Shared by the return photos and the B2B certificate.
 */
export class BodyReader {
  readonly body: Promise<Buffer>;
  private stop: () => void = () => undefined;

  constructor(req: Request, limit: number, tooLarge: () => Error) {
    this.body = new Promise<Buffer>((resolve, reject) => {
      // A body a global parser took already (JSON, form) is no file.
      if (req.readableEnded) return resolve(Buffer.alloc(0));
      const chunks: Buffer[] = [];
      let size = 0;
      const onData = (chunk: Buffer): void => {
        size += chunk.length;
        if (size > limit) {
          this.stop();
          reject(tooLarge());
          return;
        }
        chunks.push(chunk);
      };
      const onEnd = (): void => {
        this.stop();
        resolve(Buffer.concat(chunks, size));
      };
      const onError = (error: Error): void => {
        this.stop();
        reject(error);
      };
      this.stop = () => {
        req.off('data', onData).off('end', onEnd).off('error', onError);
        req.pause();
      };
      req.on('data', onData).on('end', onEnd).on('error', onError);
    });
    // Awaited only when every check passed; a refusal abandons it.
    this.body.catch(() => undefined);
  }

  abandon(): void {
    this.stop();
  }
}
