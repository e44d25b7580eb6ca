'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useTrack } from '@/components/tracking/data-layer';
import { isClientHref } from '@/lib/content/teaser-view';
import { PROMOTION_ATTRIBUTES, PROMOTION_VISIBLE_RATIO, PromotionVisibility, promotionOf, selectPromotionEvent, viewPromotionEvent } from '@/lib/tracking/promotion';

/** How often visible teasers are looked at while any is on screen (a hidden slide may become the shown one). */
const TICK_MS = 250;
const SELECTOR = `[${PROMOTION_ATTRIBUTES.id}]`;

/**
 * The one island of a content grid: it watches every teaser of the grid (its parent element) and
 * pushes view_promotion once a teaser was half visible for 1000 ms (once per page view), and
 * select_promotion on a click on a teaser's link or button. Shop links inside teaser HTML go
 * through the client router. Renders nothing.
 */
export function PromotionObserver() {
  const marker = useRef<HTMLSpanElement>(null);
  const track = useTrack();
  const router = useRouter();

  useEffect(() => {
    const root = marker.current?.parentElement;
    if (!root) return;
    const visibility = new PromotionVisibility();
    const onScreen = new Set<Element>();
    let timer: number | undefined;

    const tick = () => {
      timer = undefined;
      const now = performance.now();
      for (const element of onScreen) {
        const promotion = promotionOf(element);
        // A slide that is not the shown one is on screen but not seen.
        if (promotion) visibility.update(promotion.id, !element.closest('[aria-hidden="true"]'), now);
      }
      const due = new Set(visibility.due(now));
      for (const element of onScreen) {
        const promotion = promotionOf(element);
        if (promotion && due.delete(promotion.id)) {
          track(viewPromotionEvent(promotion));
          onScreen.delete(element);
          intersection.unobserve(element);
        }
      }
      if (onScreen.size > 0) timer = window.setTimeout(tick, TICK_MS);
    };

    const intersection = new IntersectionObserver(
      (entries) => {
        const now = performance.now();
        for (const entry of entries) {
          const promotion = promotionOf(entry.target);
          if (!promotion) continue;
          if (entry.isIntersecting && entry.intersectionRatio >= PROMOTION_VISIBLE_RATIO) {
            onScreen.add(entry.target);
          } else {
            onScreen.delete(entry.target);
            visibility.update(promotion.id, false, now);
          }
        }
        if (onScreen.size > 0 && timer === undefined) tick();
      },
      { threshold: [0, PROMOTION_VISIBLE_RATIO] },
    );
    root.querySelectorAll(SELECTOR).forEach((element) => intersection.observe(element));

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const action = target?.closest('a[href], button');
      if (!action || !root.contains(action)) return;
      const teaser = action.closest(SELECTOR);
      const promotion = teaser ? promotionOf(teaser) : null;
      if (promotion) track(selectPromotionEvent(promotion));
      // Links in teaser HTML are plain anchors: a shop path still goes through the client router.
      const href = action.getAttribute('href');
      if (
        href &&
        action.closest('[data-client-links]') &&
        isClientHref(href, action.getAttribute('target') === '_blank') &&
        event.button === 0 &&
        !event.defaultPrevented &&
        !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      ) {
        event.preventDefault();
        router.push(href);
      }
    };
    root.addEventListener('click', onClick);
    return () => {
      intersection.disconnect();
      root.removeEventListener('click', onClick);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [track, router]);

  return <span ref={marker} hidden />;
}
