'use client';

import { MAX_TRACKING_EVENTS_PER_CALL } from '@tafel/domain';
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS, SHOP_GRAPHQL_PATH } from '@/lib/shop-api/graphql-transport';
import {
  acceptedForTracking,
  DATA_LAYER_DEBUG_MARKER,
  isTrackedPath,
  trackingInput,
  type DataLayerEvent,
  type TrackingEventInput,
} from '@/lib/tracking/tracking';
import { TrackingQueue, type SendOutcome } from '@/lib/tracking/tracking-queue';
import { TRACK_EVENTS_OPERATION, TRACK_EVENTS_QUERY } from '@/lib/tracking/track-events-query';
import styles from './data-layer.module.css';

declare global {
  interface Window {
    /** The tag manager's data layer: every tracked event, in order. */
    dataLayer?: unknown[];
  }
}

/** Pushes one event onto the data layer (and on to the upstream). */
export type Track = (event: DataLayerEvent) => void;

const TrackingContext = createContext<Track>(() => undefined);

/** The data layer's `track` (a no-op outside the provider). */
export function useTrack(): Track {
  return useContext(TrackingContext);
}

/** The debug block stays on for the tab once a URL asked for it (sessionStorage). */
const DEBUG_STORAGE_KEY = 'tafel.dataLayerDebug';
/** Entries the debug block lists (the newest last). */
const DEBUG_ENTRIES = 30;

/**
 * Sends a batch to the orchestrator through the shop's GraphQL route; never throws. Always as a
 * keepalive request (the queue keeps batches small enough): a navigation then does not cut it off.
 */
async function sendBatch(events: readonly TrackingEventInput[]): Promise<SendOutcome> {
  try {
    // With the shop's request timeout, so a hanging request cannot hold the queue.
    const response = await fetchWithTimeout(REQUEST_TIMEOUT_MS)(SHOP_GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
      body: JSON.stringify({ operationName: TRACK_EVENTS_OPERATION, query: TRACK_EVENTS_QUERY, variables: { input: { events } } }),
    });
    // 4xx: the route refused the request itself; sending it again cannot help.
    if (response.status >= 400 && response.status < 500) return 'refused';
    const body = (await response.json()) as { data?: { trackEvents?: { __typename?: string } } | null };
    const typename = body.data?.trackEvents?.__typename;
    if (typename === 'TrackedEvents') return 'sent';
    return typename === 'ValidationError' ? 'refused' : 'failed';
  } catch {
    return 'failed';
  }
}

function debugRequested(): boolean {
  try {
    if (window.location.href.includes(DATA_LAYER_DEBUG_MARKER)) {
      window.sessionStorage.setItem(DEBUG_STORAGE_KEY, '1');
      return true;
    }
    return window.sessionStorage.getItem(DEBUG_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The shop's data layer (mounted once in the root layout): `useTrack()` pushes an event onto
 * window.dataLayer and queues it for the upstream's tracking. The support console is not the
 * shop: nothing is tracked there. With "selenium-datalayer" in the URL (catalogue spec §2), a
 * debug block at the end of the page lists the events pushed since the page was loaded.
 */
export function DataLayerProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const queue = useRef<TrackingQueue | null>(null);
  // Children's effects run before this provider's: the queue and the debug switch are made on first use.
  const debugRef = useRef<boolean | null>(null);
  const [debug, setDebug] = useState(false);
  const [entries, setEntries] = useState<DataLayerEvent[]>([]);

  const queueOf = useCallback((): TrackingQueue => (queue.current ??= new TrackingQueue({ send: sendBatch, maxBatch: MAX_TRACKING_EVENTS_PER_CALL })), []);

  useEffect(() => {
    const on = debugRequested();
    debugRef.current = on;
    setDebug(on);
  }, [pathname]);

  useEffect(() => {
    // Leaving the page (to a payment provider, closing the tab): what is queued goes now.
    const leave = () => void queue.current?.flush({ leaving: true });
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
    };
  }, []);

  const track = useCallback<Track>(
    (event) => {
      if (!isTrackedPath(window.location.pathname)) return;
      const entry = { ...event };
      (window.dataLayer ??= []).push(entry);
      debugRef.current ??= debugRequested();
      if (debugRef.current) setEntries((list) => [...list.slice(-(DEBUG_ENTRIES - 1)), entry]);
      const input = trackingInput(entry, new Date());
      if (acceptedForTracking(input)) {
        queueOf().add(input);
        // An event of a page being hidden or left (web vitals' INP and CLS) goes at once: the page may not come back.
        if (document.visibilityState === 'hidden') void queueOf().flush({ leaving: true });
      } else console.warn(`[storefront] data layer: event "${entry.event}" is over the upstream's limits and stays in the browser`);
    },
    [queueOf],
  );

  return (
    <TrackingContext.Provider value={track}>
      {children}
      {debug && isTrackedPath(pathname) ? <DataLayerDebug entries={entries} /> : null}
    </TrackingContext.Provider>
  );
}

/** Catalogue spec §2: the data layer's debug block (for test automation and tracking checks). */
function DataLayerDebug({ entries }: { entries: readonly DataLayerEvent[] }) {
  return (
    <section className={styles.debug} aria-label="Data layer" data-testid="datalayer-debug">
      <h2 className={styles.title}>Data layer</h2>
      {entries.length === 0 ? (
        <p className={styles.empty}>No events on this page yet.</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry, index) => (
            <li key={index} data-testid="datalayer-entry" data-event={entry.event}>
              <pre>{JSON.stringify(entry, null, 2)}</pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
