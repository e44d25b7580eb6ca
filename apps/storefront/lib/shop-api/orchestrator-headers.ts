import type { SiteCode } from '@/lib/site/site';

/** Header carrying the visitor's user id to the orchestrator (spec §3 cookie of the same name). */
export const USER_ID_HEADER = 'X-iSHOP-API-USERID';
/** Header carrying the customer session token (spec §7 Transport). */
export const JWT_HEADER = 'X-JWT';
/** Header carrying the support console's staff session token (never a shopper's). */
export const STAFF_HEADER = 'X-Tafel-Staff';
/** Header naming the site; the orchestrator chooses the upstream shop by it. */
export const SITE_HEADER = 'X-Tafel-Site';
/** Header with the browser's address, for the orchestrator's staff sign-in limits. */
export const CLIENT_IP_HEADER = 'X-Tafel-Client-IP';
/** Header with INTERNAL_API_SECRET: without it the orchestrator ignores CLIENT_IP_HEADER. */
export const INTERNAL_SECRET_HEADER = 'X-Tafel-Internal-Secret';

/** Who is asking, as the orchestrator learns it: session parts from cookies, site from the host. */
export interface OrchestratorCaller {
  userId?: string | undefined;
  jwt?: string | undefined;
  site: SiteCode;
}

/**
 * Headers of one GraphQL request to the orchestrator. Built only from server-side knowledge
 * (cookies, host): headers of these names sent by the browser are never passed on.
 */
export function orchestratorHeaders(caller: OrchestratorCaller): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    // The GraphQL-over-HTTP media type first, so request errors keep a GraphQL body with their status.
    accept: 'application/graphql-response+json, application/json;q=0.9',
    [SITE_HEADER]: caller.site,
  };
  if (caller.userId) headers[USER_ID_HEADER] = caller.userId;
  if (caller.jwt) headers[JWT_HEADER] = caller.jwt;
  return headers;
}
