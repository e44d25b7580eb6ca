'use client';

import { formatCountdown } from '@tafel/lightning-machine';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { countdownText, type CountdownTexts } from '@/lib/lightning/countdown-text';
import { endRefresher } from '@/lib/lightning/end-refresh';
import { useNow } from './use-now';
import styles from './lightning.module.css';

/** One refetch per end while it is pending, shared by the page's countdowns (see endRefresher). */
const refreshAfterEnd = endRefresher();

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
    if (!over) return;
    // Not cancelled on unmount: the other countdowns of this end count on it, and a refetch then is harmless.
    refreshAfterEnd(endsAt, () => router.refresh(), Date.now());
  }, [over, endsAt, router]);

  return (
    <span className={styles.countdown} role="timer" aria-label={label} data-testid={testId}>
      <span aria-hidden="true">{countdownText(countdown, texts)}</span>
    </span>
  );
}
