import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { GENERIC_ERROR_KEY, returnPayload } from '@tafel/returns-machine';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RecordReturnSubmitResultCommand, type ReturnSubmitResultOutcome } from '../commands/record-return-submit-result.command.js';
import { isCurrentAttempt } from '../runner/returns-records.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { RETURNS_DISABLED_UPSTREAM_KEY, ReturnsUpstream } from '../upstream/returns-upstream.js';
import { parseReturnSubmitJob, type ReturnSubmitJob } from './job-payloads.js';
import { ReturnSubmittingIndex } from './submitting-index.js';

/** What a finished return-submit job answers (kept with the job for support). */
export interface ReturnSubmitJobResult {
  outcome: 'submitted' | 'refused' | 'stale';
  rma: string | null;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A return that cannot be recorded is looked at again at least this often (it stays submitting meanwhile). */
const LOOK_AGAIN_MAX_DELAY_MS = 5 * 60_000;

/** Our own side failed (Redis away, the save lost its races): not the upstream's answer. */
class OwnSideError extends Error {
  constructor(readonly what: string, override readonly cause: unknown) {
    super(`${what}: ${messageOf(cause)}`);
    this.name = 'OwnSideError';
  }
}

/**
 * Files one submission attempt of a return. Idempotent without records of its own: the payload is
 * built from the saved workflow (returnPayload), which does not change while it is submitting, and
 * the upstream answers the same payload for the same hash with its first result (rma, label)
 * without returning anything twice. So a retried, stalled or replayed job asks again safely.
 * - a return not submitting this attempt any more: nothing to do (stale);
 * - the upstream's answer (success or refusal) is recorded as submit.succeeded / upstream.refused;
 * - no answer (timeout, 5xx, a lost token): thrown for BullMQ's exponential backoff; the last
 *   attempt records upstream.unavailable (the shopper may retry: the same attempt, the same job).
 * If our own side fails on the last attempt (the return cannot be read or its outcome not
 * recorded: Redis away, the save losing its races), failing the job would leave the return
 * submitting with nobody to finish it. The job is delayed instead and looks again (asking the
 * upstream again is safe, see above) until the outcome is recorded. A job that failed anyway (no
 * worker token, a stall limit) is found by ReturnSubmitSweep through ReturnSubmittingIndex.
 */
@Injectable()
export class ReturnSubmitProcessor {
  private readonly logger = new Logger('ReturnSubmit');

  constructor(
    private readonly runner: ReturnsRunner,
    private readonly upstream: ReturnsUpstream,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly index: ReturnSubmittingIndex,
  ) {}

  async process(job: Job, token?: string): Promise<ReturnSubmitJobResult> {
    let data: ReturnSubmitJob;
    try {
      data = parseReturnSubmitJob(job.data);
    } catch (error) {
      throw new UnrecoverableError(messageOf(error));
    }
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    try {
      return await this.attempt(job, data, last);
    } catch (error) {
      if (!(error instanceof OwnSideError)) throw error;
      if (last && token) return await this.lookAgain(job, token, error);
      // Earlier attempts: BullMQ's backoff, with the error as it came.
      throw error.cause instanceof Error ? error.cause : error;
    }
  }

  private async attempt(job: Job, data: ReturnSubmitJob, last: boolean): Promise<ReturnSubmitJobResult> {
    // Indexed before the upstream is asked: however this job fails afterwards, the sweep finds it.
    const [record] = await this.ours('the return could not be read', () => Promise.all([this.runner.load(data.workflowId), this.index.add(data)]));
    if (record === null || !isCurrentAttempt(record, data.attempt)) {
      this.logger.log(`${job.id}: return ${data.workflowId} is not submitting attempt ${data.attempt} any more; nothing to do`);
      await this.leaveIndex(data);
      return { outcome: 'stale', rma: null };
    }
    const payload = returnPayload(record.snapshot.context);
    if (payload === null) {
      // The machine only submits a complete return; an incomplete one is a bug, not the upstream's fault.
      await this.record(data, { type: 'upstream.refused', messageKey: GENERIC_ERROR_KEY });
      throw new UnrecoverableError(`return ${data.workflowId} is submitting without a complete payload`);
    }
    const answer = await this.upstream.submit(payload, record.meta.site, this.config.upstreamSubmitTimeoutMs);
    switch (answer.kind) {
      case 'ok': {
        const recorded = await this.record(data, { type: 'submit.succeeded', rma: answer.value.rma, labelUrl: answer.value.labelUrl });
        this.logger.log(`${job.id}: return ${answer.value.rma}${recorded === 'stale' ? ' (return moved on)' : ''}`);
        return { outcome: 'submitted', rma: answer.value.rma };
      }
      case 'refused':
      case 'disabled': {
        const refusal = answer.kind === 'disabled' ? { messageKey: RETURNS_DISABLED_UPSTREAM_KEY } : { messageKey: answer.messageKey, ...(answer.field ? { field: answer.field } : {}) };
        await this.record(data, { type: 'upstream.refused', ...refusal });
        this.logger.warn(`${job.id}: the upstream refused the return (${refusal.messageKey})`);
        return { outcome: 'refused', rma: null };
      }
      case 'unavailable': {
        this.logger.warn(`${job.id}: attempt ${job.attemptsMade + 1} got no answer (${messageOf(answer.error)})${last ? '; giving up' : '; will retry'}`);
        if (last) await this.record(data, { type: 'upstream.unavailable', messageKey: answer.messageKey });
        throw answer.error instanceof Error ? answer.error : new Error(messageOf(answer.error));
      }
    }
  }

  /** Re-delays the job on its last attempt, with a growing pause (the same attempt runs again; BullMQ counts no attempt). */
  private async lookAgain(job: Job, token: string, error: OwnSideError): Promise<never> {
    const delay = Math.min(this.config.jobBackoffMs * 2 ** Math.max(0, job.attemptsStarted - 1), LOOK_AGAIN_MAX_DELAY_MS);
    const line = `${job.id}: ${error.message}; the return stays submitting, looking again in ${delay} ms`;
    this.logger.warn(line);
    // BullMQ's connection waits for Redis: these go through once it is back.
    await job.log(line).catch(() => undefined);
    await job.moveToDelayed(Date.now() + delay, token);
    throw new DelayedError();
  }

  private async ours<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw new OwnSideError(what, error);
    }
  }

  private async record(data: ReturnSubmitJob, event: RecordReturnSubmitResultCommand['event']): Promise<ReturnSubmitResultOutcome> {
    const outcome = await this.ours(`${event.type} could not be recorded`, () => this.commands.execute(new RecordReturnSubmitResultCommand(data.workflowId, data.attempt, event)));
    // The return has left submitting this attempt: nothing for the sweep (it would drop it anyway).
    await this.leaveIndex(data);
    return outcome;
  }

  private async leaveIndex(data: ReturnSubmitJob): Promise<void> {
    await this.index.remove(data).catch((error: unknown) => this.logger.warn(`return ${data.workflowId}: could not leave the submitting index (${messageOf(error)}); the sweep drops it`));
  }
}
