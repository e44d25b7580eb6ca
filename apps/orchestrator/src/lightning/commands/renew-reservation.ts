import { Injectable } from '@nestjs/common';
import { whyNotLightning, type LightningEvent, type LightningGuardReason } from '@tafel/lightning-machine';
import type { UpstreamLightningReservationResultFragment } from '@tafel/graphql-schema/upstream-client';
import { AppError } from '../../common/app-error.js';
import type { WorkflowActor } from '../../workflow/workflow-save-script.js';
import { LightningUpstream } from '../deals/lightning-upstream.js';
import type { LightningPrincipal } from '../reservations/lightning-meta.js';
import type { LoadedLightning } from '../reservations/lightning-records.js';
import { LightningRunner } from '../reservations/lightning-runner.js';
import { renewalEvent } from '../reservations/renewal.js';
import { ReservationSync, type LightningCartOwner } from '../reservations/reservation-sync.js';

export type RenewalOutcome =
  | { kind: 'none' }
  | { kind: 'refused'; reason: LightningGuardReason; record: LoadedLightning }
  | { kind: 'done'; record: LoadedLightning; result: UpstreamLightningReservationResultFragment; report: LightningEvent };

type Who = { principal: LightningPrincipal; actor: WorkflowActor; command: string };

/**
 * Refresh and extend alike: the reservation synced with the upstream, the machine asked whether
 * it takes the request, the upstream asked, its answer recorded with the request (one save: the
 * new end asks for its expiry job, the old one is removed). A cart without a reservation workflow
 * (and none at the upstream) answers none.
 */
@Injectable()
export class RenewReservation {
  constructor(
    private readonly runner: LightningRunner,
    private readonly upstream: LightningUpstream,
    private readonly sync: ReservationSync,
  ) {}

  async run(kind: 'refresh' | 'extend', cartId: string, owner: LightningCartOwner, who: Who): Promise<RenewalOutcome> {
    return this.renewSynced(kind, cartId, owner, who, await this.sync.sync(cartId, owner, who));
  }

  /** An extend unless `held` says the synced reservation runs long enough as it is (kept: the upstream is not asked). */
  async extendUnlessHeld(cartId: string, owner: LightningCartOwner, who: Who, held: (record: LoadedLightning) => boolean): Promise<RenewalOutcome | { kind: 'kept'; record: LoadedLightning }> {
    const record = await this.sync.sync(cartId, owner, who);
    if (record !== null && held(record)) return { kind: 'kept', record };
    return this.renewSynced('extend', cartId, owner, who, record);
  }

  private async renewSynced(kind: 'refresh' | 'extend', cartId: string, owner: LightningCartOwner, who: Who, record: LoadedLightning | null): Promise<RenewalOutcome> {
    if (record === null) return { kind: 'none' };
    const requested: LightningEvent = { type: `${kind}.requested` };
    const reason = whyNotLightning(record.snapshot, requested);
    if (reason !== null) return { kind: 'refused', reason, record };
    const result = kind === 'refresh' ? await this.upstream.refresh(cartId, owner) : await this.upstream.extend(cartId, owner);
    const report = renewalEvent(kind, result);
    const outcome = await this.runner.change(cartId, {
      command: who.command,
      actor: who.actor,
      principal: who.principal,
      loaded: record,
      // The upstream renewed already: when the machine no longer takes the request (another change got there first), the upstream's state is synced instead.
      plan: (current) => (whyNotLightning(current.snapshot, requested) === null ? [requested, report] : []),
    });
    switch (outcome.kind) {
      case 'saved':
      case 'unchanged':
      case 'refused': {
        // Whatever our record made of it, it ends as the upstream holds the reservation now.
        const synced = await this.sync.sync(cartId, owner, { ...who, record: outcome.record, upstream: result.reservation });
        return { kind: 'done', record: synced ?? outcome.record, result, report };
      }
      case 'notFound':
        throw new AppError('CART_NOT_FOUND', 'The lightning reservation belongs to another visitor');
      case 'conflict':
        throw new AppError('SERVICE_UNAVAILABLE', 'The lightning reservation changed meanwhile; it is synced on the next read', { cause: outcome.error });
    }
  }
}
