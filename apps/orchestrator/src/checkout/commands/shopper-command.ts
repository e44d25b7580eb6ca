import { Injectable } from '@nestjs/common';
import { whyNot, type CheckoutEvent, type GuardReason } from '@tafel/checkout-machine';
import type { Shopper } from '../../request/index.js';
import { CheckoutAccess, type CommonCheckoutResult, type IdentifiedShopper } from '../checkout-access.js';
import { checkoutNotFound, checkoutRefused, type NotFoundResult, type RefusedResult } from '../checkout-results.js';
import type { CheckoutView } from '../checkout-view.js';
import { CheckoutRunner, type ChangeOutcome, type CheckoutChange, type PlannedEvent } from '../runner/checkout-runner.js';
import type { LoadedCheckout } from '../runner/checkout-snapshot.js';
import type { UpstreamIdentity } from '../upstream/checkout-upstream.js';

/** A change of the found checkout: command name, actor and principal are the command's. */
export type FoundChange = Omit<CheckoutChange, 'command' | 'actor' | 'principal' | 'loaded'> & {
  /** Default: the shopper; 'system' for what the command records on the shopper's behalf. */
  actor?: CheckoutChange['actor'];
  /** Read the checkout again instead of starting from it as found (upstream calls in between: another tab may have moved it). */
  fresh?: boolean;
};

/** What a host actor the change started threw, or null (it succeeded, or none ran). */
export function hostActorError(outcome: ChangeOutcome, actor: string): unknown {
  if (outcome.kind !== 'saved' && outcome.kind !== 'unchanged') return null;
  const result = outcome.actors[actor];
  return result !== undefined && 'error' in result ? result.error : null;
}

/** The shopper's checkout as a command found it, with what the command's own part needs. */
export class FoundCheckout {
  constructor(
    readonly checkout: LoadedCheckout,
    readonly shopper: IdentifiedShopper,
    private readonly command: { name: string; cartId: string },
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
  ) {}

  /** The API view of the checkout as found (or of a later version of it), for the shopper (or `as`: e.g. with a session the command started). */
  view(checkout = this.checkout, as: IdentifiedShopper = this.shopper): CheckoutView {
    return this.access.view(checkout, as);
  }

  /** Upstream calls for the checkout: its site, the caller's user id and session. */
  identity(as: IdentifiedShopper = this.shopper): UpstreamIdentity {
    return this.access.identity(this.checkout, as);
  }

  /** Refused with `reason`, showing the checkout as found. */
  refused(reason: GuardReason, event: CheckoutEvent, view = this.view()): RefusedResult {
    return checkoutRefused(view, reason, event);
  }

  /** Refused with the machine's reason for `event` (NOT_IN_THIS_STATE when its guards would let it through). */
  refusedBy(event: CheckoutEvent, checkout = this.checkout): RefusedResult {
    return checkoutRefused(this.view(checkout), whyNot(checkout.snapshot, event) ?? 'NOT_IN_THIS_STATE', event);
  }

  /** Runs a change as this command of the shopper, starting from the checkout as found. */
  change({ fresh, actor = 'shopper', ...change }: FoundChange): Promise<ChangeOutcome> {
    return this.runner.change(this.checkout.id, {
      ...change,
      loaded: fresh ? undefined : this.checkout,
      command: this.command.name,
      actor,
      principal: { shopper: this.shopper.userId },
    });
  }

  /** The common answer to an outcome (for `as`: e.g. the customer a login made of the visitor). */
  answer(outcome: ChangeOutcome, as: IdentifiedShopper = this.shopper): CommonCheckoutResult {
    return this.access.answer(outcome, this.command.cartId, as);
  }
}

/** One shopper command on the checkout of a cart: the hooks are what is particular to it. */
export interface ShopperCommand<R> {
  /** Command class name, recorded with every event it sends. */
  name: string;
  cartId: string;
  shopper: Shopper;
  /** Checks of the input alone, before anything is read: an answer (e.g. validationFailed) ends the command; a throw is BAD_USER_INPUT. */
  validate?(): R | null;
  /** Checks of the checkout as found, before its guard: an answer ends the command (e.g. a running submission answers itself). */
  check?(found: FoundCheckout): R | null;
  /** The event the machine must accept now: if it would not, the command is refused with the guard's reason. */
  guard?(found: FoundCheckout): CheckoutEvent | null;
  /** The command's own work: upstream calls, the change, the answer. */
  run(found: FoundCheckout): Promise<R>;
}

/** A command that only moves the machine: its events, planned from the checkout as the kernel loads it. */
export interface ShopperEvents<R> {
  name: string;
  cartId: string;
  shopper: Shopper;
  plan(checkout: LoadedCheckout): PlannedEvent[];
  /** Turns the common answer into the command's own (default: as it is). */
  answer?(result: CommonCheckoutResult): R;
}

/**
 * The pipeline every shopper command of the checkout goes through, written once:
 * identify the shopper → check the input → find the shopper's checkout of the cart (another
 * user id's is not found) → refuse with the machine's guard reason → run → answer.
 */
@Injectable()
export class ShopperCommandPipeline {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
  ) {}

  async run<R>(command: ShopperCommand<R>): Promise<R | NotFoundResult | RefusedResult> {
    const shopper = this.access.identified(command.shopper);
    const invalid = command.validate?.() ?? null;
    if (invalid !== null) return invalid;
    const checkout = await this.access.find(command.cartId, shopper);
    if (checkout === null) return checkoutNotFound(command.cartId);
    const found = new FoundCheckout(checkout, shopper, command, this.access, this.runner);
    const early = command.check?.(found) ?? null;
    if (early !== null) return early;
    const probe = command.guard?.(found) ?? null;
    const refusal = probe === null ? null : whyNot(checkout.snapshot, probe);
    if (probe !== null && refusal !== null) return found.refused(refusal, probe);
    return command.run(found);
  }

  /**
   * The same pipeline for the commands that only move the machine (no upstream call): the kernel
   * finds the checkout, checks that it is the shopper's and refuses with the guard reason in its
   * one load. Retried on a lost race, since nothing outside the workflow happened.
   */
  async send<R = CommonCheckoutResult>(command: ShopperEvents<R>): Promise<R | CommonCheckoutResult> {
    const shopper = this.access.identified(command.shopper);
    const workflowId = await this.access.workflowIdFor(command.cartId);
    const outcome = await this.runner.change(workflowId, {
      command: command.name,
      actor: 'shopper',
      principal: { shopper: shopper.userId },
      plan: (checkout) => command.plan(checkout),
    });
    const result = this.access.answer(outcome, command.cartId, shopper);
    return command.answer ? command.answer(result) : result;
  }
}
