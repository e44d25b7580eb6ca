import { readBodyLimited } from './shop-request';

/** No spec route needs more than a login form or an id or two. */
const MAX_BODY_BYTES = 16 * 1024;

/** A JSON answer of a spec route (never cached: every answer is the visitor's own). */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

/** An error answer with a spec message key when there is one, and an English text for developers. */
export function errorJson(status: number, messageKey: string, message: string, extra: Record<string, unknown> = {}): Response {
  return jsonAnswer(status, { successful: false, errorMessage: messageKey, message, ...extra });
}

/**
 * The JSON object a browser posted to a spec route (spec §7 server routes), or the answer that
 * refuses it: JSON only, same-site only (a form on another site cannot log anyone in or out),
 * 16 kB at most, an object at the top.
 */
export async function readJsonObject(request: Request): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; answer: Response }> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { ok: false, answer: errorJson(415, 'vue.cart.error.somethingWentWrong', 'Send application/json.') };
  if (request.headers.get('sec-fetch-site') === 'cross-site') return { ok: false, answer: errorJson(403, 'vue.cart.error.somethingWentWrong', 'Cross-site requests are not accepted.') };
  const text = await readBodyLimited(request, MAX_BODY_BYTES);
  if (text === null) return { ok: false, answer: errorJson(413, 'vue.cart.error.somethingWentWrong', `The body is larger than ${MAX_BODY_BYTES} bytes.`) };
  let body: unknown;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    return { ok: false, answer: errorJson(400, 'vue.cart.error.somethingWentWrong', 'The body must be a JSON object.') };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, answer: errorJson(400, 'vue.cart.error.somethingWentWrong', 'The body must be a JSON object.') };
  return { ok: true, body: body as Record<string, unknown> };
}

/** A text field of a posted body: undefined when absent, null when not a string or longer than `max`. */
export function textField(body: Record<string, unknown>, name: string, max = 1000): string | undefined | null {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' && value.length <= max ? value : null;
}
