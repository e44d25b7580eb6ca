import { config } from '@/lib/site/config';
import { MAX_BODY_BYTES } from '@/lib/shop-api/graphql-transport';
import { readSession } from '@/lib/session/session';
import { errorAnswer, type ShopAnswer } from '@/lib/shop-api/shop-answer';
import { forwardShopRequest } from '@/lib/shop-api/shop-forward';
import { checkRequestHeaders, parseShopRequest, readBodyLimited, tooLarge } from '@/lib/shop-api/shop-request';
import { siteFromHost } from '@/lib/site/site';

// The browser's GraphQL endpoint (spec §7 Transport): validates the request and forwards it to
// the orchestrator with the visitor's session from the cookies and the site from the host.

function respond(answer: ShopAnswer): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType, 'cache-control': 'no-store' },
  });
}

export async function POST(request: Request): Promise<Response> {
  const refused = checkRequestHeaders(request.headers);
  if (refused) return respond(refused);
  const text = await readBodyLimited(request, MAX_BODY_BYTES);
  if (text === null) return respond(tooLarge());
  if (text === undefined) return respond(errorAnswer(400, 'BAD_REQUEST', 'The body must be UTF-8 encoded JSON.'));
  const parsed = parseShopRequest(text);
  if (!parsed.ok) return respond(parsed.answer);

  const session = await readSession();
  const caller = { userId: session.userId, jwt: session.jwt, site: siteFromHost(request.headers.get('host')) };
  // request.signal: a browser that goes away cancels the orchestrator call, and with it the work.
  return respond(await forwardShopRequest(parsed.request, { url: `${config().orchestratorUrl}/graphql`, caller, signal: request.signal }));
}
