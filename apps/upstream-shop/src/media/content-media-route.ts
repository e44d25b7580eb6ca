import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTENT_IMAGES } from '../data/content/images.js';
import { header, HttpError, sendJson } from '../http/io.js';
import { renderContentSvg } from './content-svg.js';

const FILE = /^\/media\/content\/([a-z0-9-]{1,60})\.svg$/;

/** GET /media/content/{name}.svg: the CMS images of the seed, drawn once and cached a day. */
export function createContentMediaRoute() {
  const cache = new Map<string, { body: string; etag: string }>();
  const render = (name: string) => {
    const cached = cache.get(name);
    if (cached) return cached;
    const image = CONTENT_IMAGES.get(name);
    if (!image) return null;
    const body = renderContentSvg(image);
    const rendered = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    cache.set(name, rendered);
    return rendered;
  };

  return (req: IncomingMessage, res: ServerResponse, path: string): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'Use GET for media.');
    const name = FILE.exec(path)?.[1];
    const image = name ? render(name) : null;
    if (!image) return sendJson(res, 404, { error: 'not_found', message: `No image at ${path}.` });
    const headers = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400', ETag: image.etag, 'Access-Control-Allow-Origin': '*' };
    if (header(req, 'if-none-match') === image.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(image.body) });
    res.end(req.method === 'HEAD' ? undefined : image.body);
  };
}
