'use client';

import { useEffect, useRef } from 'react';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS, SHOP_GRAPHQL_PATH } from '@/lib/shop-api/graphql-transport';
import { GLANCE_VIEW_OPERATION, GLANCE_VIEW_QUERY, isBot } from '@/lib/tracking/glance-view-query';

/**
 * Catalogue spec §7 recordGlanceView(productId, itemId, domain): once per product view, after
 * hydration (an effect: the page is shown before, nothing waits for it), through the shop's
 * GraphQL route to the orchestrator. Best effort: a failure is not the shopper's concern. Another
 * variant (varid) is another view; React's dev double effect does not send twice (the ref).
 */
export function GlanceView({ productId, itemId }: { productId: string; itemId: string | null }) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const view = `${productId}|${itemId ?? ''}`;
    if (sent.current === view || isBot(navigator.userAgent)) return;
    sent.current = view;
    void fetchWithTimeout(REQUEST_TIMEOUT_MS)(SHOP_GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
      body: JSON.stringify({ operationName: GLANCE_VIEW_OPERATION, query: GLANCE_VIEW_QUERY, variables: { input: { productId, itemId, domain: window.location.host } } }),
    }).catch(() => undefined);
  }, [productId, itemId]);
  return null;
}
