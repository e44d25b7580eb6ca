'use client';

import { checkoutMachine, whyNot, type CheckoutEvent, type GuardReason } from '@tafel/checkout-machine';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { Snapshot } from 'xstate';

/**
 * The shopper's checkout in the browser: the same machine definition the orchestrator runs,
 * restored from the workflow's snapshot. Pages send it only events without side effects (a
 * delivery type, a shipper, a payment choice being made) and ask it why a next step is not
 * possible yet; the step itself is saved by the server, which asks the same machine again.
 */
export function useCheckoutMachine(snapshotJson: string) {
  const snapshot = useMemo(() => JSON.parse(snapshotJson) as Snapshot<unknown>, [snapshotJson]);
  const [state, send] = useMachine(checkoutMachine, { snapshot, input: undefined as never });
  return {
    state,
    send,
    /** Why the machine refuses this event now, or null when it would accept it. */
    refusal: (event: CheckoutEvent): GuardReason | null => whyNot(state, event),
  };
}
