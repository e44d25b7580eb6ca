// Who a request comes from, for limits that count per client address (support's sign-in, the
// returns lookup): shared plumbing, so no feature imports another's internals for it.
import { isIP } from 'node:net';
import type { Request } from 'express';
import { header } from './request-header.js';
import { sameText } from './same-text.js';

/** Request header with the browser's IP, set by the storefront's server (sign-in and lookup limits). */
export const CLIENT_IP_HEADER = 'X-Tafel-Client-IP';
/** Request header with INTERNAL_API_SECRET: only a request carrying it may name the client's IP. */
export const INTERNAL_SECRET_HEADER = 'X-Tafel-Internal-Secret';

/** Whether the request proves it comes from our storefront (constant-time, any length). */
export function fromStorefront(req: Request, internalApiSecret: string | null): boolean {
  const given = header(req, INTERNAL_SECRET_HEADER);
  return internalApiSecret !== null && given !== undefined && sameText(given, internalApiSecret);
}

/** An IPv4 or IPv6 address in canonical form (IPv6 compressed as URLs write it, IPv4-mapped as IPv4), or null. */
export function normalAddress(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text || text.length > 45 || isIP(text) !== 4 && isIP(text) !== 6) return null;
  if (isIP(text) === 4) return text;
  let canonical: string;
  try {
    canonical = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null; // e.g. a zone id (fe80::1%eth0): never a browser's address
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * What the sign-in limits count an address as: an IPv4 address itself, an IPv6 address by its
 * /64 network (one subscriber usually holds a whole /64, so single addresses would be free to
 * rotate through).
 */
export function limitSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * The address the sign-in limits count a request against. X-Tafel-Client-IP (the browser's
 * address, as the storefront derived it from its trusted proxy hops) counts only on a request
 * carrying INTERNAL_API_SECRET; anyone else — a client calling the orchestrator directly,
 * whatever headers it sets — is counted against the address of its own connection.
 */
export function clientAddress(req: Request, internalApiSecret: string | null): string {
  if (fromStorefront(req, internalApiSecret)) {
    const claimed = normalAddress(header(req, CLIENT_IP_HEADER));
    if (claimed) return claimed;
  }
  return normalAddress(req.socket.remoteAddress) ?? 'unknown';
}

/**
 * The browser's address when the storefront named it (X-Tafel-Client-IP on a request carrying
 * INTERNAL_API_SECRET), else null: the connection's address would then be the storefront server's
 * own for every shopper, so per-address limits that must not lock out everyone skip such requests.
 */
export function namedClientAddress(req: Request, internalApiSecret: string | null): string | null {
  return fromStorefront(req, internalApiSecret) ? normalAddress(header(req, CLIENT_IP_HEADER)) : null;
}
