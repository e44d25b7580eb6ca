'use client';

import dynamic from 'next/dynamic';
import type { VisitorTracking } from '@/lib/tracking/page-view';

// The page views, navigation clicks and web vitals load in their own chunk once the page is
// interactive: no first-load JavaScript on any page (ssr: false, they render nothing).
const PageViewTracking = dynamic(() => import('./page-view-tracking'), { ssr: false });

export function LazyPageViewTracking(props: { visitor: VisitorTracking; guestMarker: string; customerMarker: string }) {
  return <PageViewTracking {...props} />;
}
