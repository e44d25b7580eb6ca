'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useCallback, useRef } from 'react';
import { webVitalsEvent } from '@/lib/tracking/site-events';
import { useTrack } from './data-layer';

type ReportWebVitals = Parameters<typeof useReportWebVitals>[0];

/**
 * Catalogue spec §7 web vitals: INP, LCP, CLS, FCP and TTFB of the page load, each once, as event
 * web_vitals (values rounded) on the data layer's batched path. Not sampled: every page load
 * reports (at most five small events). The browser measures the document load, so a client
 * navigation adds none; INP and CLS come when the page is hidden or left (the data layer sends
 * them at once then). Part of the lazily loaded PageViewTracking.
 */
export function WebVitals() {
  const track = useTrack();
  const reported = useRef(new Set<string>());
  // The path the document was loaded at: LCP, CLS and INP arrive later, maybe after a client navigation.
  const path = useRef(typeof window === 'undefined' ? '' : window.location.pathname);
  const report = useCallback<ReportWebVitals>(
    (metric) => {
      if (reported.current.has(metric.id)) return;
      const event = webVitalsEvent(metric, path.current);
      if (!event) return;
      reported.current.add(metric.id);
      track(event);
    },
    [track],
  );
  useReportWebVitals(report);
  return null;
}
