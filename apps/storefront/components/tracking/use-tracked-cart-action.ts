'use client';

import { useActionState } from 'react';
import { IDLE_CART_ACTION_STATE, type CartActionState } from '@/lib/cart/cart-result';
import type { DataLayerEvent } from '@/lib/tracking/tracking';
import { useTrack } from './data-layer';

/** A form sent to a cart server action, with the event to track if the action succeeds. */
export interface TrackedSubmission {
  form: FormData;
  event: DataLayerEvent | null;
}

/**
 * `useActionState` for a cart server action whose success goes onto the data layer: dispatch
 * `{ form, event }`, and `event` is tracked once the action answered a success (a refused change is
 * not). Tracked where the answer arrives, so it also counts when the answer unmounts the form
 * (removing the last line turns the basket into the empty one).
 */
export function useTrackedCartAction(action: (previous: CartActionState, form: FormData) => Promise<CartActionState>) {
  const track = useTrack();
  return useActionState(async (previous: CartActionState, { form, event }: TrackedSubmission) => {
    const next = await action(previous, form);
    if (next.status === 'success' && event) track(event);
    return next;
  }, IDLE_CART_ACTION_STATE);
}
