'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  metaPageViewEvent,
  PAGE_CONTEXT_ATTRIBUTES,
  pageContextOf,
  sessionKindFromCookies,
  visitorOf,
  type VisitorTracking,
} from '@/lib/tracking/page-view';
import { navigationAreaOf, navigationEvent, NAVIGATION_ATTRIBUTES } from '@/lib/tracking/site-events';
import { isTrackedPath } from '@/lib/tracking/tracking';
import { useTrack } from './data-layer';
import { WebVitals } from './web-vitals';

/** How long a page view waits for the new page's title (Next may set it after the page). */
const TITLE_WAIT_MS = 500;
/**
 * How long it waits for the server's visitor data to match the session cookies (after a login
 * the layout's data arrives with the refresh that follows the navigation); then it goes with the
 * cookies' visitor type and no user id.
 */
const VISITOR_WAIT_MS = 1500;

const kindOf = (visitor: VisitorTracking) => (visitor.visitorType === 'existing-customer' ? 'customer' : visitor.visitorType === 'guest' ? 'guest' : 'loggedOut');

function standalone(): boolean {
  try {
    return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  } catch {
    return false;
  }
}

/** The level data-nav-level names on the link or an ancestor; null when none. */
function levelOf(link: Element): number | null {
  const attribute = link.closest(`[${NAVIGATION_ATTRIBUTES.level}]`)?.getAttribute(NAVIGATION_ATTRIBUTES.level);
  const level = attribute ? Number.parseInt(attribute, 10) : NaN;
  return Number.isInteger(level) ? level : null;
}

/**
 * Catalogue spec §7: the Meta page view on every page and every client navigation (a new path;
 * a new query on the same path, such as a filter or the next page of a listing, is the same page),
 * the navigation clicks (one listener on the document reads the links' data-nav-* attributes) and
 * the web vitals. The support console and the API are no shop pages (isTrackedPath): no page view.
 * Loaded after the page is interactive (LazyPageViewTracking), with next/web-vitals: none of it is
 * first-load JavaScript; the web vitals come from buffered performance entries, so starting late
 * loses none.
 */
export default function PageViewTracking({ visitor, guestMarker, customerMarker }: { visitor: VisitorTracking; guestMarker: string; customerMarker: string }) {
  const pathname = usePathname();
  const track = useTrack();
  const visitorRef = useRef(visitor);
  const lastTitle = useRef<string | null>(null);
  const retry = useRef<(() => void) | null>(null);

  useEffect(() => {
    visitorRef.current = visitor;
    retry.current?.();
  }, [visitor]);

  useEffect(() => {
    if (!pathname || !isTrackedPath(pathname)) return;
    const started = Date.now();
    let sent = false;
    let observer: MutationObserver | null = null;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const previousTitle = lastTitle.current;

    const attempt = () => {
      if (sent) return;
      const waited = Date.now() - started;
      const cookieKind = sessionKindFromCookies(document.cookie, { guest: guestMarker, customer: customerMarker });
      const visitorReady = kindOf(visitorRef.current) === cookieKind;
      const titleReady = previousTitle === null || document.title !== previousTitle;
      if ((!titleReady && waited < TITLE_WAIT_MS) || (!visitorReady && waited < VISITOR_WAIT_MS)) return;
      sent = true;
      stop();
      const context = pageContextOf(Array.from(document.querySelectorAll(`[${PAGE_CONTEXT_ATTRIBUTES.marker}]`)));
      lastTitle.current = document.title;
      track(
        metaPageViewEvent({
          path: window.location.pathname,
          visitor: visitorReady ? visitorRef.current : visitorOf({ kind: cookieKind }),
          context,
          pwa: standalone(),
          title: document.title,
        }),
      );
    };
    const stop = () => {
      observer?.disconnect();
      timers.forEach(clearTimeout);
      if (retry.current === attempt) retry.current = null;
    };

    retry.current = attempt;
    observer = new MutationObserver(attempt);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    timers.push(setTimeout(attempt, TITLE_WAIT_MS), setTimeout(attempt, VISITOR_WAIT_MS));
    attempt();
    return stop;
  }, [pathname, guestMarker, customerMarker, track]);

  useEffect(() => {
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      const area = navigationAreaOf(link.closest(`[${NAVIGATION_ATTRIBUTES.area}]`)?.getAttribute(NAVIGATION_ATTRIBUTES.area)) ?? (link.closest('footer') ? 'footer' : null);
      if (!area) return;
      const entry = navigationEvent({
        area,
        text: (link.textContent ?? '') || link.getAttribute('aria-label') || '',
        href: link.getAttribute('href') ?? '',
        origin: window.location.origin,
        level: levelOf(link),
      });
      if (entry) track(entry);
    };
    // Capture: the event is read before a link's own handler can stop it.
    document.addEventListener('click', click, true);
    return () => document.removeEventListener('click', click, true);
  }, [track]);

  return <WebVitals />;
}
