import { accountAddressHeaders } from '@/lib/account/address-headers';
import { jsonAnswer } from '@/lib/shop-api/api-route';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES, certificateBytesMatch } from '@/lib/account/certificate';
import { orchestratorHeaders } from '@/lib/shop-api/orchestrator-headers';
import { readBytesLimited } from '@/lib/shop-api/shop-request';
import { readSession } from '@/lib/session/session';
import { config } from '@/lib/site/config';
import { currentSite } from '@/lib/site/site';

/** The upload has this long to reach the orchestrator (2 MB on a slow phone connection). */
const UPLOAD_TIMEOUT_MS = 60_000;

const refuse = (status: number, messageKey: string) => jsonAnswer(status, { messageKey });

/**
 * POST /api/account/certificate — the B2B certificate as the raw body (PDF, PNG or
 * JPEG, at most 2 MB), from the registration (right after the account exists) and the customer
 * number page. Checked here (same origin, type, size, first bytes), then forwarded to the
 * orchestrator's POST /account/b2b-certificate with the customer's X-JWT from the cookie (never
 * from the browser); the orchestrator obtains the upload signature and answers as it came.
 */
export async function POST(request: Request): Promise<Response> {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return refuse(403, 'vue.upload.error.invalidFile');
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!CERTIFICATE_TYPES.includes(contentType)) return refuse(415, 'vue.upload.error.fileType');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > CERTIFICATE_MAX_BYTES) return refuse(413, 'vue.upload.error.fileTooLarge');
  const session = await readSession();
  if (session.kind !== 'customer' || !session.jwt) return refuse(401, 'vue.error.security.valid_token_required');

  const bytes = await readBytesLimited(request, CERTIFICATE_MAX_BYTES);
  if (bytes === null) return refuse(413, 'vue.upload.error.fileTooLarge');
  if (bytes.length === 0 || !certificateBytesMatch(contentType, bytes)) return refuse(422, 'vue.upload.error.invalidFile');

  let response: Response;
  try {
    response = await fetch(`${config().orchestratorUrl}/account/b2b-certificate`, {
      method: 'POST',
      // The browser's address: the orchestrator limits uploads per account and per address.
      headers: { ...orchestratorHeaders({ userId: session.userId, jwt: session.jwt, site: await currentSite() }), ...(await accountAddressHeaders()), 'content-type': contentType },
      body: bytes,
      cache: 'no-store',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPLOAD_TIMEOUT_MS)]),
    });
  } catch (error) {
    console.warn('[storefront] certificate upload: orchestrator not reachable', error instanceof Error ? error.message : error);
    return refuse(503, 'vue.upload.error.invalidFile');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return refuse(502, 'vue.upload.error.invalidFile');
  return jsonAnswer(response.status, body);
}
