/**
 * What becomes of a step's upstream write when a LATER step of the same save fails (the
 * shopper then saves again):
 * - `retried`: an idempotent upstream write (it sets a value); the next save repeats it safely;
 * - `skipped`: its result is recorded with the failure, so the next save passes over it;
 * - `compensated`: the step's `compensate` undoes it before the failure is answered;
 * - `read`: no upstream write, nothing to undo.
 */
export type LaterFailureRule = 'retried' | 'skipped' | 'compensated' | 'read';

/** One named side effect of a multi-call save, run in order by runSteps. */
export interface NamedStep<C> {
  /** Names the step in errors, in the checkout's lastError.step and in the logs. */
  readonly name: string;
  readonly onLaterFailure: LaterFailureRule;
  /** Whether the step has anything to do for this save; a step that has not is passed over (not counted as done). */
  applies?(context: C): boolean;
  run(context: C): Promise<void>;
  /** Undoes the step (rule `compensated`) when a later step failed. */
  compensate?(context: C): Promise<void>;
}

function messageKeyOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'messageKey' in error && typeof error.messageKey === 'string' ? error.messageKey : undefined;
}

/**
 * A step of a save failed: which one, which ones were done before it (in order), and why
 * (`cause`). It carries the cause's message key, so the machine records it as the step's
 * lastError as it would the cause itself, and `step` for lastError.step.
 */
export class StepFailedError extends Error {
  readonly messageKey: string | undefined;

  constructor(
    readonly step: string,
    readonly completed: readonly string[],
    cause: unknown,
    /** Compensated steps whose undo failed too (they stay done upstream). */
    readonly undoFailed: readonly string[] = [],
  ) {
    const done = completed.length > 0 ? completed.join(', ') : 'none';
    const undo = undoFailed.length > 0 ? `; undo failed: ${undoFailed.join(', ')}` : '';
    super(`Step ${step} failed (done before it: ${done}${undo}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StepFailedError';
    this.messageKey = messageKeyOf(cause);
  }
}

/** The error a step threw, when `error` is a StepFailedError; else `error` itself. */
export function stepCause(error: unknown): unknown {
  return error instanceof StepFailedError ? error.cause : error;
}

/**
 * Runs the steps that apply in order; the first failure stops the run: the steps done before it
 * that are `compensated` are undone (latest first), then a StepFailedError names the failed step.
 * Answers the names of the steps done.
 */
export async function runSteps<C>(steps: readonly NamedStep<C>[], context: C): Promise<string[]> {
  const completed: NamedStep<C>[] = [];
  for (const step of steps) {
    if (step.applies && !step.applies(context)) continue;
    try {
      await step.run(context);
    } catch (error) {
      const undoFailed: string[] = [];
      for (const done of [...completed].reverse()) {
        if (done.onLaterFailure !== 'compensated') continue;
        // A compensation that fails must not hide which step failed: it is named with the failure.
        try {
          await done.compensate?.(context);
        } catch {
          undoFailed.push(done.name);
        }
      }
      throw new StepFailedError(
        step.name,
        completed.map((s) => s.name),
        error,
        undoFailed,
      );
    }
    completed.push(step);
  }
  return completed.map((s) => s.name);
}
