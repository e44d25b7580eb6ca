'use client';

import { formatCountdown } from '@tafel/lightning-machine';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { countdownText, type CountdownTexts } from '@/lib/lightning/countdown-text';
import { useNow } from './use-now';
import styles from './lightning.module.css';

/** Deal ends already refetched on this page: several countdowns of one end refresh the page once. */
const refreshedEnds = new Set<number>();

/**
 * The countdown shows 00:00 for its last second; the page is refetched this long after the end
 * itself, so the server (the upstream's prices, the expiry job) already tells the new state.
 */
const REFRESH_AFTER_END_MS = 1000;

/**
 * A lightning countdown (spec §4): ticks every second, formatted by @tafel/lightning-machine, and
 * refetches the page once when it reaches zero. Screen readers get the fixed end time
 * (`label`), not a text that changes every second; the box keeps its width (tabular figures, a
 * reserved minimum), so ticking never shifts the layout.
 */
export function Countdown({
  endsAt,
  renderedAt,
  texts,
  label,
  testId = 'lightning-countdown',
}: {
  /** Epoch milliseconds of the end. */
  endsAt: number;
  /** Epoch milliseconds of the server's render (see useNow). */
  renderedAt: number;
  texts: CountdownTexts;
  /** The accessible name, e.g. "Angebot endet am 28.11., 18:00 Uhr". */
  label: string;
  testId?: string;
}) {
  const now = useNow(renderedAt);
  const countdown = formatCountdown(endsAt - now);
  const router = useRouter();
  // Not while hydrating with the server's time: only the browser's own clock says it is over.
  const over = countdown.kind === 'zero' && now !== renderedAt;

  useEffect(() => {
    if (!over || refreshedEnds.has(endsAt)) return;
    refreshedEnds.add(endsAt);
    // Not cancelled on unmount: the end is marked done for the page, and a refetch then is harmless.
    setTimeout(() => router.refresh(), Math.max(0, endsAt + REFRESH_AFTER_END_MS - Date.now()));
  }, [over, endsAt, router]);

  return (
    <span className={styles.countdown} role="timer" aria-label={label} data-testid={testId}>
      <span aria-hidden="true">{countdownText(countdown, texts)}</span>
    </span>
  );
}
