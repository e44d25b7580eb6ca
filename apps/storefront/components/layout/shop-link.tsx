'use client';

import Link from 'next/link';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

// Whether the shop's links may prefetch their routes. On the B2B host a signed-out visitor may open
// only the public pages: every other route answers the wall's 403 (proxy.ts), so a prefetch of it
// is wasted, and those prefetches kept the network from ever going idle. ShopChrome says it once for
// the frame; the links that prefetch (header, navigation, drawer, footer logo, content teasers) are
// ShopLinks, which turn prefetch off where it is not allowed. Links with prefetch={false} stay Links.

const PrefetchAllowed = createContext(true);

/** Sets whether the ShopLinks below may prefetch (ShopChrome: not for a B2B visitor behind the wall). */
export function LinkPrefetch({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return <PrefetchAllowed value={allowed}>{children}</PrefetchAllowed>;
}

/** next/link, but without prefetching where LinkPrefetch forbids it. */
export function ShopLink(props: ComponentProps<typeof Link>) {
  const allowed = useContext(PrefetchAllowed);
  return <Link {...props} prefetch={allowed ? props.prefetch : false} />;
}
