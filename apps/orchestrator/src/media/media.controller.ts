import { Controller, Get, Inject, Logger, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { describeNetworkError } from '../upstream/upstream-errors.js';

const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since', 'range'];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'content-length',
  'etag',
  'last-modified',
  'accept-ranges',
  'content-range',
];

/**
 * GET /media/* streams the upstream's /media/* through, so image URLs of the API (relative
 * /media/... paths) work against the orchestrator too.
 */
@Controller('media')
export class MediaController {
  private readonly logger = new Logger('Media');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('*path')
  async media(@Req() req: Request, @Res() res: Response): Promise<void> {
    // WHATWG URL resolves "..", also percent-encoded; whatever leaves /media/ is refused.
    const target = new URL(req.originalUrl, `${this.config.upstreamUrl}/`);
    if (!target.pathname.startsWith('/media/') || target.origin !== new URL(this.config.upstreamUrl).origin) {
      res.status(400).json({ error: 'Invalid media path' });
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // The timeout covers waiting for the answer, not streaming a large file.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.config.upstreamTimeoutMs);
    res.once('close', () => controller.abort());
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(target, { headers, signal: controller.signal });
    } catch (error) {
      clearTimeout(timer);
      const timedOut = controller.signal.aborted && !res.destroyed;
      this.logger.warn(`media ${target.pathname} failed: ${timedOut ? 'timeout' : describeNetworkError(error)}`);
      if (!res.headersSent) res.status(timedOut ? 504 : 502).json({ error: timedOut ? 'Upstream timed out' : 'Upstream unavailable' });
      return;
    }
    clearTimeout(timer);
    res.status(upstream.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    if (!upstream.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body as ReadableStream<Uint8Array>), res);
    } catch (error) {
      // The client went away or the upstream broke off mid-file: nothing left to answer.
      this.logger.debug(`media ${target.pathname} stream ended early: ${describeNetworkError(error)}`);
    }
  }
}
