// What the tracking e2e files (tracking.e2e.ts, tracking-pages.e2e.ts) both read: the shopper's
// user id and the events the upstream recorded from that shopper.
import type { BrowserContext } from '@playwright/test';
import { upstreamTrackingEvents, type RecordedTrackingEvent } from './checkout';
import { expect } from './fixtures';

/** The upstream user id of the context's shopper (its X-iSHOP-API-USERID cookie). */
export async function userIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'X-iSHOP-API-USERID');
  if (!cookie) throw new Error('no user id cookie');
  return cookie.value;
}

/** The events the upstream recorded from this shopper, oldest first, once `done` holds for them. */
export async function recordedFor(userId: string, done: (events: RecordedTrackingEvent[]) => boolean): Promise<RecordedTrackingEvent[]> {
  let events: RecordedTrackingEvent[] = [];
  await expect
    .poll(async () => {
      events = (await upstreamTrackingEvents()).filter((e) => e.userId === userId && e.source === 'tracking_addEvents').reverse();
      return done(events);
    })
    .toBe(true);
  return events;
}
