import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sameInstant } from '@tafel/lightning-machine';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { ExpireLightningReservationCommand, type LightningExpiryOutcome } from '../commands/expire-lightning.command.js';
import { LightningUpstream } from '../deals/lightning-upstream.js';
import { pendingExpiryOf } from '../reservations/lightning-records.js';
import { LightningRunner } from '../reservations/lightning-runner.js';
import { syncedEvent } from '../reservations/lightning-view.js';
import { isLostCart, ReservationSync } from '../reservations/reservation-sync.js';
import { parseLightningExpiryJob } from './expiry-job.js';

/** What a finished expiry job answers (kept with the job for support). */
export interface LightningExpiryJobResult {
  outcome: LightningExpiryOutcome;
}

/** The upstream's end is looked at again this long after it (its clock and ours may differ a little). */
const SKEW_MARGIN_MS = 250;
/**
 * Runs of one job while the upstream says its reservation still runs: each looks again at
 * max(upstream end, now) + a margin doubling from SKEW_MARGIN_MS (about a minute in all), then the
 * job gives up and leaves the workflow synced with the upstream (a read syncs it again later).
 */
const MAX_RUNS_WHILE_RUNNING = 8;

/**
 * Expires a reservation at its end. Idempotent: a job whose end is no longer the reservation's
 * pending expiry (moved by an extend or refresh, expired already, released, ordered) does nothing.
 * Before expiring, the upstream is asked: while it says the reservation still runs it is not
 * expired (our clock may be ahead of its own): the job looks again later at that end, or the
 * workflow is synced to the upstream's other end (which schedules that end's job). Lines the
 * upstream no longer holds (removed in the basket) release the reservation rather than expire it.
 * The upstream unavailable: retried with backoff; the last attempt expires by our clock (the next
 * read syncs with the upstream anyway).
 */
@Injectable()
export class LightningExpiryProcessor {
  private readonly logger = new Logger('LightningExpiry');

  constructor(
    private readonly runner: LightningRunner,
    private readonly upstream: LightningUpstream,
    private readonly sync: ReservationSync,
    private readonly commands: CommandBus,
  ) {}

  async process(job: Job, token?: string): Promise<LightningExpiryJobResult> {
    let data;
    try {
      data = parseLightningExpiryJob(job.data);
    } catch (error) {
      throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
    }
    const record = await this.runner.load(data.workflowId);
    if (record === null || !sameInstant(data.expiresAt, pendingExpiryOf(record.snapshot))) {
      this.logger.debug(`${job.id}: stale (the reservation's end moved or it is not running); nothing to do`);
      return { outcome: 'stale' };
    }
    const owner = { userId: record.meta.owner, site: record.meta.site };
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    let upstream;
    try {
      upstream = await this.upstream.reservation(record.meta.cartId, owner);
    } catch (error) {
      if (!isLostCart(error) && !last) throw error;
      upstream = null;
      this.logger.warn(`${job.id}: the upstream could not confirm the end (${error instanceof Error ? error.message : String(error)}); expiring by our clock`);
    }
    if (upstream !== null) {
      const synced = syncedEvent(upstream);
      const running = synced.items.length > 0 && !synced.expired;
      // Gone from the cart (released), or running to another end: the synced workflow says so (and asks for that end's job).
      const syncNow = synced.items.length === 0 || (running && !sameInstant(data.expiresAt, synced.expiresAt)) || (running && (job.attemptsStarted ?? 1) > MAX_RUNS_WHILE_RUNNING);
      if (syncNow) {
        if (running && sameInstant(data.expiresAt, synced.expiresAt)) this.logger.warn(`${job.id}: the upstream still holds the reservation after ${MAX_RUNS_WHILE_RUNNING} looks; left as the upstream says`);
        await this.sync.sync(record.meta.cartId, owner, { principal: { system: true }, actor: 'system', command: 'ExpireLightningReservationCommand', record, upstream });
        return { outcome: 'synced' };
      }
      if (running) {
        // The upstream is the authority on its end: look again just after it (without a worker token, BullMQ's backoff looks again).
        if (!token) throw new Error(`${job.id}: the upstream still holds the reservation until ${synced.expiresAt}`);
        const margin = SKEW_MARGIN_MS * 2 ** Math.min(Math.max(0, (job.attemptsStarted ?? 1) - 1), MAX_RUNS_WHILE_RUNNING);
        await job.moveToDelayed(Math.max(Date.parse(synced.expiresAt!), Date.now()) + margin, token);
        throw new DelayedError();
      }
    }
    const outcome = await this.commands.execute(new ExpireLightningReservationCommand(data.workflowId, data.expiresAt));
    return { outcome };
  }
}
