import { returnsMachine, whyNot, type ReturnsGuardReason, type ReturnsSnapshot } from '@tafel/returns-machine';
import { createActor } from 'xstate';
import type { ReturnFlowView } from './return-view';
import { restoredSnapshot } from './selection-preview';

/** A way out of a failed return, as the failure panel offers it. */
export type ReturnWayOut = 'retry' | 'back' | 'restart';

const EVENTS = { retry: { type: 'return.retry' }, back: { type: 'return.back' }, restart: { type: 'return.restart' } } as const;

/**
 * The ways out the shared machine accepts in the failed return's state, in the panel's order: the
 * same definition the orchestrator runs decides (e.g. after a submit whose outcome is unknown only
 * "send again" is allowed), not a list of failure codes kept here.
 */
export function allowedWaysOut(flow: Pick<ReturnFlowView, 'snapshot' | 'machineVersion'>): ReturnWayOut[] {
  const refusals = wayOutRefusals(flow);
  return (Object.keys(EVENTS) as ReturnWayOut[]).filter((way) => refusals[way] === null);
}

/** Why the machine refuses each way out in the return's state (null: it takes it). */
export function wayOutRefusals(flow: Pick<ReturnFlowView, 'snapshot' | 'machineVersion'>): Record<ReturnWayOut, ReturnsGuardReason | null> {
  const actor = createActor(returnsMachine, { snapshot: restoredSnapshot(flow), input: undefined as never });
  actor.start();
  try {
    const snapshot = actor.getSnapshot() as ReturnsSnapshot;
    return { retry: whyNot(snapshot, EVENTS.retry), back: whyNot(snapshot, EVENTS.back), restart: whyNot(snapshot, EVENTS.restart) };
  } finally {
    actor.stop();
  }
}

/** A refusal worth saying beside the ways out (a guard's reason, not merely "not from this state"). */
export function explainedRefusal(reason: ReturnsGuardReason | null): ReturnsGuardReason | null {
  return reason === null || reason === 'NOT_IN_THIS_STATE' || reason === 'NOT_RETRYABLE' ? null : reason;
}
