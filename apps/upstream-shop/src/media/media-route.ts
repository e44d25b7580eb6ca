import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Catalogue } from '../data/catalogue.js';
import { header, HttpError, sendJson } from '../http/io.js';
import { catalogueMedia } from './catalogue-media.js';
import { renderProductSvg } from './svg.js';

const FILE = /^\/media\/products\/(\d{5}-\d{2})\.svg$/;

interface Rendered {
  body: string | Buffer;
  etag: string;
  contentType: string;
}

/** GET /media/products/{itemId}.svg: one deterministic illustration per item, cached forever. */
export function createMediaRoute(catalogue: Catalogue) {
  // The catalogue never changes while the server runs, so each picture is drawn once.
  const cache = new Map<string, Rendered>();
  const render = (itemId: string): Rendered | null => {
    const cached = cache.get(itemId);
    if (cached) return cached;
    const found = catalogue.item(itemId);
    if (!found) return null;
    const body = renderProductSvg(found.product.kind, found.item.colour, found.item.name);
    const rendered = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, contentType: 'image/svg+xml' };
    cache.set(itemId, rendered);
    return rendered;
  };

  // Energy labels, brand logos and product documents (few, deterministic): cached by path.
  const renderOther = (path: string): Rendered | null => {
    const cached = cache.get(path);
    if (cached) return cached;
    const file = catalogueMedia(catalogue, path);
    if (!file) return null;
    const rendered = { ...file, etag: `"${createHash('sha1').update(file.body).digest('base64url')}"` };
    cache.set(path, rendered);
    return rendered;
  };

  return (req: IncomingMessage, res: ServerResponse, path: string): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'Use GET for media.');
    const itemId = FILE.exec(path)?.[1];
    const image = itemId ? render(itemId) : renderOther(path);
    if (!image) return sendJson(res, 404, { error: 'not_found', message: `No image at ${path}.` });
    const headers = {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=86400',
      ETag: image.etag,
      // Images are fetched by the storefront's image optimiser or directly by browsers.
      'Access-Control-Allow-Origin': '*',
    };
    if (header(req, 'if-none-match') === image.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(image.body) });
    res.end(req.method === 'HEAD' ? undefined : image.body);
  };
}
