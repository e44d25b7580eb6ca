import type { NextFunction, Request, Response } from 'express';

/**
 * Headers on every answer of the orchestrator (GraphQL, /healthz, /media, bull-board at
 * /support/queues): nothing is sniffed into another type, and nothing may be framed (bull-board is
 * a UI). No script policy here: the storefront sets the pages' CSP, and bull-board's own page is
 * reached through the storefront, which gives it one (apps/storefront/lib/site/security-headers.ts).
 */
export const ORCHESTRATOR_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
  // Only the storefront (server side) and staff talk to it: nobody needs to learn where they came from.
  'Referrer-Policy': 'no-referrer',
};

/** Express middleware setting ORCHESTRATOR_SECURITY_HEADERS before any handler answers. */
export function securityHeaders() {
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of Object.entries(ORCHESTRATOR_SECURITY_HEADERS)) res.setHeader(name, value);
    next();
  };
}
