import { returnsMachine, whyNot, type ReturnsEvent, type ReturnsGuardReason, type ReturnsSnapshot } from '@tafel/returns-machine';
import { transition } from 'xstate';
import type { PlannedReturnEvent } from '../runner/returns-runner.js';

/** What the planned events would do to the return: the snapshot after them, or the first refusal. */
export type Simulation = { ok: true; snapshot: ReturnsSnapshot } | { ok: false; reason: ReturnsGuardReason; event: ReturnsEvent };

const unplan = (planned: PlannedReturnEvent): { event: ReturnsEvent; optional: boolean } =>
  'optional' in planned ? { event: planned.event, optional: true } : { event: planned, optional: false };

/**
 * Runs the events on the machine purely (no actor, nothing saved), as the kernel would: an
 * optional event the machine refuses is skipped, any other refusal ends it. A command learns
 * from it what the upstream must be asked (the selection or regulation the events lead to)
 * before it reads the upstream and sends the events with the answer.
 */
export function simulate(snapshot: ReturnsSnapshot, planned: readonly PlannedReturnEvent[]): Simulation {
  let current = snapshot;
  for (const step of planned) {
    const { event, optional } = unplan(step);
    const reason = whyNot(current, event);
    if (reason !== null) {
      if (optional) continue;
      return { ok: false, reason, event };
    }
    [current] = transition(returnsMachine, current, event) as [ReturnsSnapshot, unknown];
  }
  return { ok: true, snapshot: current };
}
