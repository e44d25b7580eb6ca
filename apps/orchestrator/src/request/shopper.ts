import type { Request } from 'express';
import { badUserInput } from '../common/app-error.js';
import { SHOP_ID_RULE } from '@tafel/domain';
import { isSafeId } from '../common/ids.js';
import { header } from '../common/request-header.js';
import { siteOf, type Site } from '../common/site.js';
import { JWT_HEADER, USER_ID_HEADER } from '../upstream/upstream-client.js';

/** Who is asking, as the storefront's headers say (filled from its cookies). */
export interface Shopper {
  /** X-iSHOP-API-USERID: owner of the cart; every checkout field needs it. */
  userId: string | undefined;
  /** X-JWT: the customer or guest session token, when there is one. */
  jwt: string | undefined;
  site: Site;
}

// Tokens are opaque to us: printable, no spaces, a sane length.
const JWT_PATTERN = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

/** Reads and validates the shopper's headers; a malformed one is BAD_USER_INPUT, nothing is called. */
export function shopperFrom(req: Request): Shopper {
  const userId = header(req, USER_ID_HEADER);
  if (userId !== undefined && !isSafeId(userId)) throw badUserInput(`${USER_ID_HEADER} header ${SHOP_ID_RULE}`);
  const jwt = header(req, JWT_HEADER);
  if (jwt !== undefined && !JWT_PATTERN.test(jwt)) throw badUserInput(`${JWT_HEADER} header must be a token of at most 4096 printable characters`);
  return { userId, jwt, site: siteOf(req) };
}
