import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SPEDITION_SHIPPER_CODE } from '@tafel/domain';
import { reopenEvent, SHIPPING_SAVE_BUDGET, SHIPPING_STILL_SAVING_KEY, type CheckoutEvent, type SaveShippingInput, type SaveShippingOutput } from '@tafel/checkout-machine';
import type { CheckoutAddress, CustomerSession } from '@tafel/graphql-schema/orchestrator-resolvers';
import { GetBillingAddressesDocument, GetShippingAddressesDocument } from '@tafel/graphql-schema/upstream-client';
import { cartNotFound, validationFailed } from '../../cart/index.js';
import { AppError } from '../../common/app-error.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import type { IdentifiedShopper } from '../checkout-access.js';
import { type SaveShippingAnswer, stepFailed } from '../checkout-results.js';
import { fieldError } from '../../request/index.js';
import { CheckoutRepository } from '../runner/checkout-repository.js';
import type { ChangeOutcome } from '../runner/checkout-runner.js';
import type { LoadedCheckout } from '../runner/checkout-snapshot.js';
import { toCheckoutAddress } from '../../common/address-mapping.js';
import { formDeliveryCountry, plannedShipper, shippersForNewDelivery, shippingEvents } from '../shipping/shipping-plan.js';
import { withinDeadline } from '../shipping/shipping-deadline.js';
import { ShippingStepSaver } from '../shipping/shipping-step-saver.js';
import { checkShippingInputShape, shippingFormErrors, speditionFieldErrors } from '../shipping/shipping-step-validation.js';
import { stepFailure } from '../shipping/step-error.js';
import { stepCause } from '../shipping/step-runner.js';
import { CheckoutUpstream, type UpstreamIdentity } from '../upstream/checkout-upstream.js';
import { SaveShippingStepCommand } from './save-shipping-step.command.js';
import { hostActorError, ShopperCommandPipeline, type FoundCheckout } from './shopper-command.js';

const SAVE: CheckoutEvent = { type: 'shipping.save' };
const ADDRESS_NOT_FOUND_KEY = 'vue.checkout.error.addressNotFound';

/** What a running save has got so far (read when it overruns its deadline). */
interface SaveProgress {
  session: CustomerSession | null;
}

@CommandHandler(SaveShippingStepCommand)
export class SaveShippingStepHandler implements ICommandHandler<SaveShippingStepCommand> {
  constructor(
    private readonly commands: ShopperCommandPipeline,
    private readonly upstream: CheckoutUpstream,
    private readonly client: UpstreamClient,
    private readonly saver: ShippingStepSaver,
    private readonly repository: CheckoutRepository,
  ) {}

  private readonly logger = new Logger('SaveShippingStep');

  execute({ input, shopper }: SaveShippingStepCommand): Promise<SaveShippingAnswer> {
    return this.commands.run<SaveShippingAnswer>({
      name: 'SaveShippingStepCommand',
      cartId: input.cartId,
      shopper,
      validate: () => {
        checkShippingInputShape(input);
        return null;
      },
      check: ({ checkout }) => {
        const { context } = checkout.snapshot;
        const errors = shippingFormErrors(input, { session: context.session, loginOption: context.loginOption });
        return errors.length > 0 ? validationFailed(errors) : null;
      },
      // The machine decides before anything is sent upstream (spec §4: a login must come first, ...).
      // From payment or summary the save edits the step again first (shipping.edit), guarded the same way.
      guard: ({ checkout }) => reopenEvent(checkout.snapshot, 'shipping') ?? SAVE,
      run: (found) => this.saveInTime(found, input),
    });
  }

  private async saveInTime(found: FoundCheckout, input: SaveShippingStepCommand['input']): Promise<SaveShippingAnswer> {
    const { checkout, shopper } = found;
    // A guest whose session only the orchestrator kept (the answer that carried it was lost)
    // saves with it, and gets it back with this answer.
    const kept = !shopper.jwt && checkout.snapshot.context.session === 'guest' ? await this.repository.guestSession(checkout.id) : null;
    const caller = kept ? { ...shopper, jwt: kept.token } : shopper;
    const progress: SaveProgress = { session: kept };
    try {
      const work = this.save(found, caller, input, progress);
      // The answer comes within SHIPPING_SAVE_BUDGET.answerMs, well before the storefront's wait ends.
      const outcome = await withinDeadline(work, SHIPPING_SAVE_BUDGET.answerMs, (error) => this.logger.warn(`shipping save of ${checkout.id} failed after its answer: ${String(error)}`));
      if (outcome.done) return outcome.value;
      // Past the budget the save goes on and is recorded when done; the shopper is told it is
      // still saving (its own code: not a failure, nobody's outage).
      const view = found.view(checkout, progress.session ? { ...shopper, jwt: progress.session.token } : shopper);
      return { ...stepFailed(view, 'STEP_IN_PROGRESS', SHIPPING_STILL_SAVING_KEY, `The shipping step is still being saved after ${SHIPPING_SAVE_BUDGET.answerMs} ms`, []), session: progress.session };
    } catch (error) {
      if (error instanceof AppError && error.code === 'CART_NOT_FOUND') return cartNotFound(error.message);
      throw error;
    }
  }

  private async save(found: FoundCheckout, caller: IdentifiedShopper, input: SaveShippingStepCommand['input'], progress: SaveProgress): Promise<SaveShippingAnswer> {
    const { checkout } = found;
    const identity = found.identity(caller);
    const cartId = checkout.snapshot.context.cartId;
    const [details, book] = await Promise.all([this.upstream.shippingStep(cartId, identity), this.addressBook(input, identity)]);
    const missing = this.unknownIds(input, book);
    if (missing.length > 0) return validationFailed(missing);
    const shippers = shippersForNewDelivery(details.shippers);
    const country = formDeliveryCountry(input, book);
    if (plannedShipper(input, shippers, country) === SPEDITION_SHIPPER_CODE) {
      const speditionErrors = speditionFieldErrors(input.speditionFields ?? [], details.speditionsFields);
      if (speditionErrors.length > 0) return validationFailed(speditionErrors);
    }

    let session: CustomerSession | null = null;
    const outcome = await found.change({
      plan: (current) => {
        const edit = reopenEvent(current.snapshot, 'shipping');
        return [...(edit ? [edit] : []), ...shippingEvents(input, shippers, country)];
      },
      actors: {
        saveShippingStep: (step: SaveShippingInput): Promise<SaveShippingOutput> =>
          this.saver.save({ workflowId: checkout.id, version: checkout.version, input, step, identity, details, onSession: (s) => this.started(checkout, s, (kept) => (session = progress.session = kept)) }),
      },
      // The upstream calls must not run twice for one request: a lost race answers a conflict.
      attempts: 1,
    });
    const failure = hostActorError(outcome, 'saveShippingStep');
    const started = session as CustomerSession | null;
    const final = started !== null && failure !== null ? await this.keepSession(found, started) : outcome;
    // The session to hand the storefront: the one this save started, or the kept one it saved with.
    const handed = started ?? progress.session;
    const answer = found.answer(final, started ? { ...caller, jwt: started.token } : caller);
    if (answer.__typename !== 'Checkout') return answer;
    if (failure !== null) {
      const cause = stepCause(failure);
      if (cause instanceof AppError && cause.code === 'CART_NOT_FOUND') return cartNotFound(cause.message);
      return { ...stepFailure(answer, failure), ...(handed ? { session: handed } : {}) };
    }
    return { __typename: 'ShippingStepSaved', checkout: answer, session: handed };
  }

  /** A session the checkout-auth call started: a guest's is kept in Redis at once, before any later (slow) call. */
  private async started(checkout: LoadedCheckout, session: CustomerSession, note: (session: CustomerSession) => void): Promise<void> {
    note(session);
    if (session.guest) await this.repository.keepGuestSession(checkout.id, session);
  }

  /**
   * A session the checkout-auth call started stays even when a later call of the save failed:
   * the machine learns it (login.succeeded) so the next save does not register a second guest.
   */
  private keepSession(found: FoundCheckout, session: CustomerSession): Promise<ChangeOutcome> {
    return found.change({
      fresh: true,
      actor: 'system',
      plan: () => [{ event: { type: 'login.succeeded', session: session.guest ? 'guest' : 'loggedIn' }, optional: true }],
    });
  }

  /** The customer's address book, when the form names entries of it by id (needs a session). */
  private async addressBook(input: SaveShippingStepCommand['input'], identity: UpstreamIdentity): Promise<CheckoutAddress[]> {
    const ids = [input.billingAddressId, input.shippingAddressId, input.packstationId].some(Boolean);
    if (!ids || !identity.jwt) return [];
    const [billing, shipping] = await Promise.all([
      this.client.request(GetBillingAddressesDocument, {}, identity),
      this.client.request(GetShippingAddressesDocument, {}, identity),
    ]);
    return [...billing.getBillingAddresses, ...shipping.getShippingAddresses].map(toCheckoutAddress);
  }

  private unknownIds(input: SaveShippingStepCommand['input'], book: readonly CheckoutAddress[]) {
    const used: [string, string | null | undefined, boolean][] = [
      ['billingAddressId', input.billingAddressId, true],
      ['shippingAddressId', input.shippingAddressId, input.deliveryType === 'shippingAddress'],
      ['packstationId', input.packstationId, input.deliveryType === 'packstation'],
    ];
    return used.filter(([, id, relevant]) => relevant && id && !book.some((a) => a.id === id)).map(([field]) => fieldError(field, ADDRESS_NOT_FOUND_KEY));
  }
}
