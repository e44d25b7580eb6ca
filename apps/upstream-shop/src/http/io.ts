import type { IncomingMessage, ServerResponse } from 'node:http';

/** A failure that ends the request with a status; thrown from body reading and routes. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// Uploads travel base64-encoded inside GraphQL (return images ≤ 5 MB → ~6.7 MB of text);
// 8 MB leaves room for the rest of the request and still refuses runaway bodies.
export const MAX_BODY_BYTES = 8_000_000;

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, `The body exceeds ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `The body exceeds ${limit} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes nothing when the client is already gone (e.g. after a long injected delay). */
function writable(res: ServerResponse): boolean {
  return !res.writableEnded && !res.destroyed;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (!writable(res)) return;
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload), ...headers });
  res.end(payload);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  if (!writable(res)) return;
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : null;
}

/** Ends the connection without an answer, as a crashed proxy or a cut network would. */
export function dropConnection(req: IncomingMessage, res: ServerResponse): void {
  res.socket?.destroy();
  req.socket.destroy();
}
