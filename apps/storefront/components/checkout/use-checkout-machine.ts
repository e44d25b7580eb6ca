'use client';

import { checkoutMachine, reopenEvent, whyNot, type CheckoutEvent, type GuardReason, type ReopenableStep } from '@tafel/checkout-machine';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { createActor, type Snapshot } from 'xstate';

/**
 * The persisted snapshot with the step opened again when it is in a later step (the shopper came
 * back from the summary) and the machine allows it: the same event the orchestrator sends when
 * the step is saved again. Synchronous, so the first render (also on the server) already shows
 * the step's own state and refusals, not the later step's.
 */
function reopened(persisted: Snapshot<unknown>, step: ReopenableStep | undefined): Snapshot<unknown> {
  if (step === undefined) return persisted;
  const actor = createActor(checkoutMachine, { snapshot: persisted, input: undefined as never });
  actor.start();
  try {
    const current = actor.getSnapshot();
    const event = reopenEvent(current, step);
    if (event === null || whyNot(current, event) !== null) return persisted;
    actor.send(event);
    // Taken while the actor runs: a snapshot taken after stop() would say "stopped".
    return actor.getPersistedSnapshot() as Snapshot<unknown>;
  } finally {
    actor.stop();
  }
}

/**
 * The shopper's checkout in the browser: the same machine definition the orchestrator runs,
 * restored from the workflow's snapshot. Pages send it only events without side effects (a
 * delivery type, a shipper, a payment choice being made) and ask it why a next step is not
 * possible yet; the step itself is saved by the server, which asks the same machine again.
 * `step`: the page's own step (shipping or payment), opened again when the snapshot is past it.
 */
export function useCheckoutMachine(snapshotJson: string, step?: ReopenableStep) {
  const snapshot = useMemo(() => reopened(JSON.parse(snapshotJson) as Snapshot<unknown>, step), [snapshotJson, step]);
  const [state, send] = useMachine(checkoutMachine, { snapshot, input: undefined as never });
  return {
    state,
    send,
    /** Why the machine refuses this event now, or null when it would accept it. */
    refusal: (event: CheckoutEvent): GuardReason | null => whyNot(state, event),
  };
}
