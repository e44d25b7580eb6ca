import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
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

const sameInstant = (a: string, b: string | null): boolean => b !== null && Date.parse(a) === Date.parse(b);

/**
 * Expires a reservation at its end. Idempotent: a job whose end is no longer the reservation's
 * pending expiry (moved by an extend or refresh, expired already, released, ordered) does nothing.
 * Before expiring, the upstream is asked whether the reservation really ended: when it still runs
 * to a later end (our clock ahead of the upstream's, or an extend we did not record), the job is
 * moved to that end, or the workflow synced to it (which schedules the job of the new end).
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
      const upstreamEnd = synced.expiresAt === null ? Number.NaN : Date.parse(synced.expiresAt);
      if (synced.items.length > 0 && !synced.expired && upstreamEnd > Date.now()) {
        if (!sameInstant(data.expiresAt, synced.expiresAt)) {
          // The upstream runs to another end: the synced workflow asks for that end's job.
          await this.sync.sync(record.meta.cartId, owner, { principal: { system: true }, actor: 'system', command: 'ExpireLightningReservationCommand', record, upstream });
          return { outcome: 'synced' };
        }
        // Our clock is ahead of the upstream's: look again at its end (without a worker token, BullMQ's backoff looks again).
        if (!token) throw new Error(`${job.id}: the upstream still holds the reservation until ${synced.expiresAt}`);
        await job.moveToDelayed(upstreamEnd + SKEW_MARGIN_MS, token);
        throw new DelayedError();
      }
    }
    const outcome = await this.commands.execute(new ExpireLightningReservationCommand(data.workflowId, data.expiresAt));
    return { outcome };
  }
}
