import { isIP } from 'node:net';
import { CLIENT_IP_HEADER, INTERNAL_SECRET_HEADER } from '@/lib/shop-api/orchestrator-headers';

/**
 * The browser's address from X-Forwarded-For, `hops` trusted proxies counted from the right: each
 * of our proxies appends the address it was reached from, so the hops-th entry from the right was
 * written by our outermost proxy; everything left of it is whatever the client sent. Null when
 * there is no trusted hop (0 — `next start` exposes no socket address: it copies it into
 * X-Forwarded-For only when the request has none, so a direct client could name any address),
 * when the header has fewer entries than hops (the request did not pass our proxies), or when
 * that entry is not a plain IPv4/IPv6 address.
 */
export function browserAddress(forwardedFor: string | null | undefined, hops: number): string | null {
  if (hops < 1 || !forwardedFor || forwardedFor.length > 4096) return null;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  const entry = entries[entries.length - hops];
  // A plain address only: no port, brackets or IPv6 zone (isIP alone accepts fe80::1%eth0).
  return entries.length >= hops && entry && /^[0-9A-Fa-f.:]{2,45}$/.test(entry) && isIP(entry) !== 0 ? entry : null;
}

/** Headers that tell the orchestrator the browser's address (none when it is not known). */
export function clientAddressHeaders(address: string | null, internalApiSecret: string | null): Record<string, string> {
  return address && internalApiSecret ? { [CLIENT_IP_HEADER]: address, [INTERNAL_SECRET_HEADER]: internalApiSecret } : {};
}
