import { Injectable } from '@nestjs/common';
import type { UpstreamLightningReservationFragment } from '@tafel/graphql-schema/upstream-client';
import { AppError } from '../../common/app-error.js';
import type { Site } from '../../common/site.js';
import type { WorkflowActor } from '../../workflow/workflow-save-script.js';
import { LightningUpstream } from '../deals/lightning-upstream.js';
import { mayAccessLightning, type LightningPrincipal } from './lightning-meta.js';
import type { LoadedLightning } from './lightning-records.js';
import { changedRecord, LightningRunner } from './lightning-runner.js';
import { inSync, syncedEvent } from './lightning-view.js';

/** Whose cart: the owner's user id and the site whose shop prices it. */
export interface LightningCartOwner {
  userId: string;
  site: Site;
}

/** A lost or foreign cart (the upstream's CART_NOT_FOUND). */
export const isLostCart = (error: unknown): error is AppError => error instanceof AppError && error.code === 'CART_NOT_FOUND';

/**
 * Brings a cart's reservation workflow up to what the upstream holds (cart.synced): the self-
 * healing read. An add the upstream made but whose save failed, a line the shopper lowered or
 * removed in the basket, an expiry the job has not seen yet: the next read corrects the workflow.
 */
@Injectable()
export class ReservationSync {
  constructor(
    private readonly runner: LightningRunner,
    private readonly upstream: LightningUpstream,
  ) {}

  /**
   * The workflow after syncing it with `upstream` (read now when not given). A cart without a
   * workflow and without lightning lines stays without one (null). Throws CART_NOT_FOUND for a
   * lost or foreign cart, and the usual upstream / Redis errors.
   */
  async sync(cartId: string, owner: LightningCartOwner, options: { principal: LightningPrincipal; actor: WorkflowActor; command: string; record?: LoadedLightning | null; upstream?: UpstreamLightningReservationFragment }): Promise<LoadedLightning | null> {
    const [record, reservation] = await Promise.all([
      options.record !== undefined ? Promise.resolve(options.record) : this.runner.loadForCart(cartId),
      options.upstream !== undefined ? Promise.resolve(options.upstream) : this.upstream.reservation(cartId, owner),
    ]);
    const synced = syncedEvent(reservation);
    // The upstream has just let this visitor read the cart: a workflow of another owner is this
    // cart after a login moved it to the customer's user id. It follows the cart to its new owner.
    const moved = record !== null && 'visitor' in options.principal && !mayAccessLightning(record.meta, options.principal);
    if (!moved && inSync(record, synced)) return record;
    const outcome = await this.runner.change(cartId, {
      command: options.command,
      actor: options.actor,
      principal: moved ? { system: true } : options.principal,
      ...(moved ? { meta: () => ({ owner: owner.userId }) } : {}),
      loaded: record ?? undefined,
      create: { owner: owner.userId, cartId, site: owner.site, createdAt: new Date().toISOString() },
      // Planned again from the reloaded record after a conflict: the report is the upstream's state, safe to send again.
      plan: (current) => (inSync(current.version === 0 ? null : current, synced) ? [] : [synced]),
    });
    return changedRecord(outcome);
  }
}
