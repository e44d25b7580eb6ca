import { jsonAnswer } from '@/lib/shop-api/api-route';
import { orchestratorHeaders } from '@/lib/shop-api/orchestrator-headers';
import { checkedPhotoStream, photoForwardHeaders, photoRequestProblem } from '@/lib/returns/photo-forward';
import { readReturnId, returnAddressHeaders } from '@/lib/returns/returns';
import { readSession } from '@/lib/session/session';
import { config } from '@/lib/site/config';
import { currentSite } from '@/lib/site/site';

/** The upload has this long to reach the orchestrator (5 MB on a slow phone connection). */
const UPLOAD_TIMEOUT_MS = 120_000;

const refuse = (status: number, messageKey: string) => jsonAnswer(status, { messageKey });

/**
 * POST /api/returns/photos?itemId= — one photo of the visitor's return, as the raw body
 * (image/png or image/jpeg, at most 5 MB). Checked before a byte is read (type, declared size,
 * item id, same origin) and while it streams on (size, first bytes), then streamed to the
 * orchestrator's POST /returns/{returnId}/photos with the visitor's identity headers (from the
 * cookies, never from the browser) and the browser's address (for its per-address limits). The
 * orchestrator's answer (201 with the photo's id and state, or a JSON error with a messageKey,
 * e.g. 429 when rate-limited) goes back as it came.
 */
export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const itemId = url.searchParams.get('itemId');
  const problem = photoRequestProblem({
    itemId,
    contentType: request.headers.get('content-type'),
    contentLength: request.headers.get('content-length'),
    secFetchSite: request.headers.get('sec-fetch-site'),
  });
  if (problem) return refuse(problem.status, problem.messageKey);
  const [returnId, session, site] = await Promise.all([readReturnId(), readSession(), currentSite()]);
  if (!returnId || !session.userId || !request.body) return refuse(409, 'tafel.returns.expired');

  const checked = checkedPhotoStream(request.body);
  const headers = photoForwardHeaders({
    identity: orchestratorHeaders({ userId: session.userId, jwt: session.jwt, site }),
    addressHeaders: await returnAddressHeaders(),
    contentType: request.headers.get('content-type')!,
    fileName: request.headers.get('x-file-name'),
  });
  const target = `${config().orchestratorUrl}/returns/${encodeURIComponent(returnId)}/photos?itemId=${encodeURIComponent(itemId!)}`;
  let response: Response;
  try {
    response = await fetch(target, {
      method: 'POST',
      headers,
      body: checked.stream,
      // Node's fetch needs this to send a stream as the body.
      duplex: 'half',
      cache: 'no-store',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPLOAD_TIMEOUT_MS)]),
    } as RequestInit & { duplex: 'half' });
  } catch (error) {
    const refused = checked.problem();
    if (refused) return refuse(refused.status, refused.messageKey);
    console.warn('[storefront] /api/returns/photos: orchestrator not reachable', error instanceof Error ? error.message : error);
    return refuse(503, 'tafel.returns.upload.failed');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (typeof body !== 'object' || body === null) {
    return refuse(response.status === 429 ? 429 : 502, response.status === 429 ? 'tafel.returns.upload.rateLimited' : 'tafel.returns.upload.failed');
  }
  const answer = body as Record<string, unknown>;
  if (response.status === 429 && typeof answer.messageKey !== 'string') answer.messageKey = 'tafel.returns.upload.rateLimited';
  return jsonAnswer(response.status, answer);
}
