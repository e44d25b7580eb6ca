'use client';

import { formatCountdown } from '@tafel/lightning-machine';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { countdownText, type CountdownTexts } from '@/lib/lightning/countdown-text';
import { useNow } from './use-now';
import styles from './lightning.module.css';

/** Deal ends already refetched on this page: several countdowns of one end refresh the page once. */
const refreshedEnds = new Set<number>();

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
  const refreshed = useRef(false);
  const over = countdown.kind === 'zero';

  useEffect(() => {
    // Not while hydrating with the server's time: only the browser's own clock says it is over.
    if (!over || refreshed.current || now === renderedAt) return;
    refreshed.current = true;
    if (refreshedEnds.has(endsAt)) return;
    refreshedEnds.add(endsAt);
    router.refresh();
  }, [over, now, renderedAt, endsAt, router]);

  return (
    <span className={styles.countdown} role="timer" aria-label={label} data-testid={testId} data-kind={countdown.kind}>
      <span aria-hidden="true">{countdownText(countdown, texts)}</span>
    </span>
  );
}
