'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { CartActionState } from '../../lib/cart-result';
import type { DataLayerEvent } from '../../lib/tracking';
import { useTrack } from './data-layer';

/**
 * For a form's server action: `expect(event)` when the form is sent, and the event goes onto the
 * data layer once the action's answer to it is a success (a refused change is not tracked). The
 * answer shown before the form was sent does not count, so a re-render while the action is on its
 * way tracks nothing.
 */
export function useTrackOnSuccess(state: CartActionState): (event: DataLayerEvent | null) => void {
  const track = useTrack();
  const waiting = useRef<{ event: DataLayerEvent; before: CartActionState } | null>(null);

  useEffect(() => {
    const expected = waiting.current;
    if (expected === null || state === expected.before) return;
    waiting.current = null;
    if (state.status === 'success') track(expected.event);
  }, [state, track]);

  return useCallback(
    (event: DataLayerEvent | null) => {
      waiting.current = event ? { event, before: state } : null;
    },
    [state],
  );
}
