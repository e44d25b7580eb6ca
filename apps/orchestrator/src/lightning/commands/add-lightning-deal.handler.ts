import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LightningCartResult, LightningChange } from '@tafel/graphql-schema/orchestrator-resolvers';
import { CartUpdateDocument, type UpstreamCartFragment, type UpstreamLightningDealFragment, type UpstreamLightningReservationFragment } from '@tafel/graphql-schema/upstream-client';
import { allowedLightningQuantity, heldLightningQuantity, lightningMachine, whyNotLightning, type LightningEvent } from '@tafel/lightning-machine';
import { createActor } from 'xstate';
import { cartNotFound, toCart } from '../../cart/index.js';
import type { Site } from '../../common/site.js';
import { TtlCache } from '../../common/ttl-cache.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { LightningSwitch } from '../deals/lightning-switch.js';
import { LightningUpstream } from '../deals/lightning-upstream.js';
import type { LightningSnapshot, LoadedLightning } from '../reservations/lightning-records.js';
import { changedRecord, LightningRunner } from '../reservations/lightning-runner.js';
import { changeView, reservationView, syncedEvent, syncedFromLines, upstreamReservationView, type TypedReservation } from '../reservations/lightning-view.js';
import { isLostCart, ReservationSync, type LightningCartOwner } from '../reservations/reservation-sync.js';
import { AddLightningDealToCartCommand } from './add-lightning-deal.command.js';
import { checkAddInput } from './lightning-input.js';
import { cartRejected, lightningRefused } from './lightning-results.js';
import { lightningShopper } from './lightning-shopper.js';

/** The upstream's suffix that adds an item at the deal price. */
export const LIGHTNING_DEAL_SUFFIX = '#LIGHTNING_DEAL';
const COMMAND = 'AddLightningDealToCartCommand';
/**
 * The deals (maximum, availability) read for the guard are reused this long per site, one request
 * shared by concurrent adds: they change slowly, and the upstream refuses an add of an ended deal.
 */
const DEALS_CACHE_MS = 1000;
/** Concurrent adds on one cart race for its workflow: the record after the upstream add tries this often. */
const RECORD_ATTEMPTS = 10;

const initialSnapshot = (): LightningSnapshot => createActor(lightningMachine).getSnapshot();

/**
 * Adds an item at the deal price. Checked before the upstream is asked: the input, the switch,
 * the cart's owner, and the machine's guard on what the cart may still add (the deal's maximum
 * minus what the running reservation holds, floored at 0). Then cart_update with
 * `<itemId>#LIGHTNING_DEAL` (the upstream stays the authority on stock and maximum: it refuses as a
 * whole), then the reservation as the upstream holds it is recorded (reserve.succeeded with its
 * end; the save asks for the delayed expiry job). Once the upstream added, the answer is
 * LightningCartUpdated whatever fails after: should reading the reservation or the save fail, the
 * answer shows what the upstream holds and the next read of the reservation syncs it (cart.synced).
 */
@CommandHandler(AddLightningDealToCartCommand)
export class AddLightningDealToCartHandler implements ICommandHandler<AddLightningDealToCartCommand> {
  private readonly logger = new Logger('LightningAdd');
  private readonly deals = new TtlCache<UpstreamLightningDealFragment[]>(DEALS_CACHE_MS, 20);

  constructor(
    private readonly lightningSwitch: LightningSwitch,
    private readonly upstream: LightningUpstream,
    private readonly client: UpstreamClient,
    private readonly runner: LightningRunner,
    private readonly reservations: ReservationSync,
  ) {}

  async execute({ input, shopper }: AddLightningDealToCartCommand): Promise<LightningCartResult> {
    const check = checkAddInput(input);
    if (!check.ok) return check.result;
    const { cartId, itemId, quantity } = check.value;
    const who = await lightningShopper(this.lightningSwitch, shopper);
    if (!who.ok) return who.result;
    const { owner, principal } = who;

    let before: { deal: UpstreamLightningDealFragment | undefined; record: LoadedLightning | null };
    try {
      before = await this.read(cartId, itemId, owner, principal);
    } catch (error) {
      if (isLostCart(error)) return cartNotFound(error.message);
      throw error;
    }
    const request = this.requested(before.deal, itemId, quantity);
    const reason = whyNotLightning(before.record?.snapshot ?? initialSnapshot(), request);
    if (reason !== null) return lightningRefused(reason, reason === 'QUANTITY_ABOVE_ALLOWED' ? this.allowed(before.deal, before.record) : undefined);

    let update;
    try {
      const data = await this.client.request(CartUpdateDocument, { data: { cartId, ops: [{ addPosition: { itemId: `${itemId}${LIGHTNING_DEAL_SUFFIX}`, quantity } }] } }, owner);
      update = data.cart_update;
    } catch (error) {
      if (isLostCart(error)) return cartNotFound(error.message);
      throw error;
    }
    if (!update.successful || !update.cart) return this.refusedByUpstream(update.messages, update.cart?.attributes.submitted ?? false, cartId, itemId, owner, principal);

    const { reservation, change } = await this.recorded(cartId, owner, principal, request, update.cart, before.record);
    return { __typename: 'LightningCartUpdated', cart: toCart(update.cart, true), reservation, change, newSession: null };
  }

  /**
   * The reservation after the upstream added, recorded. Nothing here may fail the answer (the
   * shopper would add again): a failed read or save is logged, and the answer shows what the
   * upstream holds (its reservation, or the cart's lines when that could not be read).
   */
  private async recorded(cartId: string, owner: LightningCartOwner, principal: { visitor: string }, request: Extract<LightningEvent, { type: 'reserve.requested' }>, cart: UpstreamCartFragment, loaded: LoadedLightning | null): Promise<{ reservation: TypedReservation; change: LightningChange | null }> {
    let reservation: UpstreamLightningReservationFragment | null = null;
    try {
      reservation = await this.upstream.reservation(cartId, owner);
      const record = await this.record(cartId, owner, principal, request, reservation, loaded);
      return { reservation: reservationView(cartId, record), change: changeView(record?.snapshot.context.lastChange ?? null) };
    } catch (error) {
      this.logger.warn(`cart ${cartId}: added upstream, not recorded (${error instanceof Error ? error.message : String(error)}); the next read syncs it`);
      const change = changeView({ reasons: [], changedItemIds: [request.itemId] });
      return { reservation: upstreamReservationView(cartId, reservation !== null ? syncedEvent(reservation) : syncedFromLines(cart), change), change };
    }
  }

  /** The deal and the reservation workflow brought up to what the upstream holds now. */
  private async read(cartId: string, itemId: string, owner: LightningCartOwner, principal: { visitor: string }) {
    const [deals, reservation] = await Promise.all([this.dealsOf(owner.site), this.upstream.reservation(cartId, owner)]);
    const record = await this.reservations.sync(cartId, owner, { principal, actor: 'shopper', command: COMMAND, upstream: reservation });
    return { deal: deals.find((d) => d.itemId === itemId), record };
  }

  private dealsOf(site: Site): Promise<UpstreamLightningDealFragment[]> {
    return this.deals.get(site, () => this.upstream.deals(site));
  }

  private requested(deal: UpstreamLightningDealFragment | undefined, itemId: string, quantity: number): Extract<LightningEvent, { type: 'reserve.requested' }> {
    return { type: 'reserve.requested', itemId, quantity, quantityMax: deal?.quantityMax ?? 0, dealAvailable: deal?.available === true };
  }

  /** What the cart may still add of the deal (only a running reservation counts). */
  private allowed(deal: UpstreamLightningDealFragment | undefined, record: LoadedLightning | null): number {
    if (deal === undefined) return 0;
    return allowedLightningQuantity(deal.quantityMax, heldLightningQuantity(record?.snapshot ?? null, deal.itemId));
  }

  /**
   * The upstream's reservation after the add, recorded: reserve.requested + reserve.succeeded, or,
   * when the machine no longer takes the request as planned (another add of this cart got there
   * first), the upstream's state as cart.synced. The upstream added already: only our record is
   * at stake, and a failure here heals on the next read.
   */
  private async record(cartId: string, owner: LightningCartOwner, principal: { visitor: string }, request: Extract<LightningEvent, { type: 'reserve.requested' }>, reservation: UpstreamLightningReservationFragment, loaded: LoadedLightning | null): Promise<LoadedLightning | null> {
    const synced = syncedEvent(reservation);
    const succeeded: LightningEvent | null = synced.items.length > 0 && !synced.expired && synced.expiresAt !== null ? { type: 'reserve.succeeded', items: synced.items, expiresAt: synced.expiresAt } : null;
    const outcome = await this.runner.change(cartId, {
      command: COMMAND,
      actor: 'shopper',
      principal,
      // Read a moment ago (a conflict reloads it); saves a load on the common path.
      loaded: loaded ?? undefined,
      attempts: RECORD_ATTEMPTS,
      create: { owner: owner.userId, cartId, site: owner.site, createdAt: new Date().toISOString() },
      plan: (current) => {
        const snapshot = current.version === 0 ? initialSnapshot() : current.snapshot;
        // The upstream is the authority: the add is recorded as the reservation it made.
        if (succeeded !== null && whyNotLightning(snapshot, { ...request, quantityMax: Number.MAX_SAFE_INTEGER }) === null) return [{ ...request, quantityMax: Number.MAX_SAFE_INTEGER }, succeeded];
        return [{ event: synced, optional: true }];
      },
    });
    return changedRecord(outcome);
  }

  /** A refused cart_update: over the quantity → QUANTITY_ABOVE_ALLOWED (with what may be added now), no running deal → DEAL_OVER. */
  private async refusedByUpstream(messages: readonly { messageKey: string; message: string; fieldName?: string | null }[], submitted: boolean, cartId: string, itemId: string, owner: LightningCartOwner, principal: { visitor: string }): Promise<LightningCartResult> {
    const first = messages[0];
    if (!submitted && messages.some((m) => /quantity/i.test(m.fieldName ?? '') || m.messageKey === 'vue.buybox.text.quantity.error')) {
      const now = await this.read(cartId, itemId, owner, principal).catch(() => null);
      return lightningRefused('QUANTITY_ABOVE_ALLOWED', now === null ? 0 : this.allowed(now.deal, now.record));
    }
    if (!submitted && first !== undefined && /itemId$/.test(first.fieldName ?? '')) return lightningRefused('DEAL_OVER');
    return cartRejected(first, submitted);
  }
}
