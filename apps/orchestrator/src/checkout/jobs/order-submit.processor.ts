import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { GENERIC_ERROR_KEY, type SubmitOrderOutput } from '@tafel/checkout-machine';
import { ORDER_ALREADY_SUBMITTED_KEY } from '@tafel/domain';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import type { WorkflowRecordInput } from '../../workflow/workflow-save-script.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RecordSubmitResultCommand, type SubmitResultOutcome } from '../commands/record-submit-result.command.js';
import { isTransientRedisError } from '../../redis/redis-errors.js';
import { AppError } from '../../common/app-error.js';
import { CheckoutRepository, type SubmitIntent, type SubmitJobState, type SubmitRecord } from '../runner/checkout-repository.js';
import { isCurrentAttempt, loadedCheckout, type LoadedCheckout } from '../runner/checkout-snapshot.js';
import { captureCart } from '../upstream/cart-capture.js';
import { cartFingerprint, CheckoutUpstream, type SubmitCartAnswer, type UpstreamIdentity } from '../upstream/checkout-upstream.js';
import { parseOrderSubmitJob, type OrderSubmitJob } from './job-payloads.js';
import { handlingOf, OrderIdPendingError, reasonForSubmitMessage } from './submit-outcome.js';

type FinalOutput = Exclude<SubmitOrderOutput, { kind: 'queued' }>;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What a submission came to: the machine's output, and the upstream's answer to keep for a repeated job. */
interface Submitted {
  output: FinalOutput;
  existingOrder: boolean;
  keep?: SubmitRecord;
}

/** A placed order whose id is still unknown is looked up again at least this often (until SUBMIT_ORDER_LOOKUP_MAX_MS). */
const ORDER_LOOKUP_MAX_DELAY_MS = 5 * 60_000;

/** What a finished order-submit job answers (kept with the job for support). */
export interface OrderSubmitJobResult {
  outcome: FinalOutput['kind'] | 'stale';
  orderId: string | null;
  /** The order existed already upstream (a repeated job after a lost answer): recorded, not submitted again. */
  existingOrder: boolean;
}

/**
 * Processes one submission attempt (spec §4 Submit steps 2–3), idempotently:
 * - a result recorded earlier for this cart is used as it is (the upstream is not asked twice);
 * - an upstream cart that is already submitted is never submitted again: if this workflow sent
 *   the submit before (its intent is recorded; the answer was lost, e.g. the worker died), the
 *   existing order is recorded as this checkout's order, otherwise someone else ordered it
 *   (ALREADY_SUBMITTED);
 * - a cart that changed since the summary fails with CART_CHANGED;
 * - the intent is recorded before submitCart is called (with the confirmed cart, kept for
 *   support), its answer right after.
 * Retryable failures (upstream timeouts and 5xx, a lost or busy Redis, a workflow that kept
 * changing) are thrown for BullMQ's backoff; the last attempt records UPSTREAM_UNAVAILABLE (or
 * INTERNAL_ERROR for our own side). Final failures are recorded and end the job as failed, kept
 * for support. Both only while this workflow never sent a submit for the cart: once its intent is
 * recorded the upstream may have placed the order, and nothing that goes wrong afterwards (a cart
 * read, an expired session, Redis, our own record) is recorded as a failure — the job keeps
 * looking (keepLooking), and after SUBMIT_ORDER_LOOKUP_MAX_MS records "order id unknown".
 * Only the upstream's own answer to submitCart (a declined payment, ...) still fails a submission.
 */
@Injectable()
export class OrderSubmitProcessor {
  private readonly logger = new Logger('OrderSubmit');

  constructor(
    private readonly repository: CheckoutRepository,
    private readonly upstream: CheckoutUpstream,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(job: Job, token?: string): Promise<OrderSubmitJobResult> {
    let data: OrderSubmitJob;
    try {
      data = parseOrderSubmitJob(job.data);
    } catch (error) {
      throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
    }
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    let state: SubmitJobState;
    try {
      // Everything the job reads from Redis, in one command.
      state = await this.repository.submitJobState(data.workflowId, data.cartId);
    } catch (error) {
      // A Redis blip on the last attempt (or a later look) must not end the job for good: the
      // workflow would stay submitting with nobody to finish it. Look again once Redis answers.
      if (last && token && isTransientRedisError(error)) return await this.lookAgain(job, token, `Redis did not answer (${messageOf(error)})`, null);
      throw error;
    }
    const { workflow, jwt, recorded } = state;
    const checkout = workflow === null ? null : loadedCheckout(workflow, data.workflowId);
    // The job was enqueued from the workflow's outbox after the save that started its attempt
    // committed: a workflow not submitting this attempt has moved on (or never will).
    if (checkout === null || !isCurrentAttempt(checkout, data.attempt)) {
      this.logger.log(`${job.id}: workflow ${data.workflowId} is not submitting attempt ${data.attempt} any more; nothing to do`);
      return { outcome: 'stale', orderId: null, existingOrder: false };
    }
    try {
      const submitted = recorded ? { output: this.outputOf(recorded), existingOrder: true } : await this.submit(data, jwt);
      return await this.finish(job, data, submitted, checkout);
    } catch (error) {
      // A failure the upstream answered, recorded already (or a job payload we cannot use).
      if (error instanceof UnrecoverableError) throw error;
      const handling = handlingOf(error);
      const message = messageOf(error);
      if (!handling.retry || last) {
        // About to record a failure. If this attempt sent a submit, the order may exist: only a
        // cart read that says "not submitted" lets the failure stand; "submitted" or no answer
        // (a timeout, an expired session, Redis away) means keep looking, never "failed".
        const sent = await this.intentOf(data);
        const intent = sent === null && error instanceof OrderIdPendingError ? 'unknown' : sent;
        if (intent !== null) {
          const submitted = error instanceof OrderIdPendingError ? true : await this.cartSubmitted(data, jwt);
          if (submitted !== false) return await this.keepLooking(job, token, data, intent, error, last);
          this.logger.log(`${job.id}: the submit sent was not placed (the cart is not submitted); the failure stands`);
        }
      }
      if (handling.retry) {
        this.logger.warn(`${job.id}: attempt ${job.attemptsMade + 1} failed (${message})${last ? '; giving up' : '; will retry'}`);
        if (last) {
          // Redis may still be away: then the job's failure (kept for support) is all that is recorded.
          await this.record(data, { kind: 'failed', reason: handling.reason, messageKey: GENERIC_ERROR_KEY }).catch((recordError: unknown) =>
            this.logger.warn(`${job.id}: the failure could not be recorded (${recordError instanceof Error ? recordError.message : String(recordError)})`),
          );
        }
        throw error;
      }
      await this.record(data, { kind: 'failed', reason: handling.reason, messageKey: handling.messageKey });
      throw new UnrecoverableError(`${handling.reason}: ${message}`);
    }
  }

  /**
   * The submit this attempt (or a replay of it) sent for the cart, or 'unknown' when Redis cannot
   * say (then the order may exist just as well: nothing is recorded, the job looks again). An
   * earlier attempt's intent does not count: that attempt ended with the upstream's own answer
   * (a declined payment, ...), which placed no order; a cart it did submit is still found by the
   * cart read (submitted, ours).
   */
  private async intentOf(data: OrderSubmitJob): Promise<SubmitIntent | 'unknown' | null> {
    try {
      const intent = await this.repository.submitIntent(data.workflowId, data.cartId);
      return intent !== null && intent.attempt === data.attempt ? intent : null;
    } catch (error) {
      this.logger.warn(`submit intent of ${data.workflowId} unreadable (${messageOf(error)}); counted as sent`);
      return 'unknown';
    }
  }

  /** Whether the upstream cart is submitted now; null when that cannot be learned (no token, no answer). */
  private async cartSubmitted(data: OrderSubmitJob, jwt: string | null): Promise<boolean | null> {
    if (!jwt) return null;
    try {
      return (await this.upstream.cart(data.cartId, { userId: data.userId, jwt, site: data.site })).attributes.submitted;
    } catch (error) {
      this.logger.warn(`cart ${data.cartId} of ${data.workflowId} unreadable (${messageOf(error)}); its order may exist`);
      return null;
    }
  }

  /**
   * The submit went out (its intent is recorded) and something failed afterwards: the upstream
   * may have placed the order, so that is no failure (the shopper has ordered; the upstream sends
   * its confirmation). Earlier attempts retry with BullMQ's backoff; after the last one the
   * workflow stays submitting and the job keeps looking with a growing pause (at most
   * ORDER_LOOKUP_MAX_DELAY_MS): a look that finds the cart submitted asks the idempotent
   * submitCart for the order, one that finds it not submitted submits it (safely: once per cart).
   * Support sees the job delayed, its progress `orderPlaced`/`orderIdPending` and a log line per
   * look. SUBMIT_ORDER_LOOKUP_MAX_MS after the submit was sent, the job records "order id
   * unknown" (state orderIdUnknown, listed for support, who can replay it) and ends.
   * Called for a final error (any attempt) or the last attempt's retryable one, with the cart
   * found submitted or unreadable.
   */
  private async keepLooking(job: Job, token: string | undefined, data: OrderSubmitJob, intent: SubmitIntent | 'unknown' | null, error: unknown, last: boolean): Promise<OrderSubmitJobResult> {
    const message = messageOf(error);
    if (!last) {
      this.logger.warn(`${job.id}: attempt ${job.attemptsMade + 1} failed after the submit was sent (${message}); will retry, never recorded as failed`);
      // Not UnrecoverableError, so BullMQ retries it whatever the cause.
      throw error;
    }
    // The looking is capped from the moment the submit was sent (or, that unreadable, the job's creation).
    const since = intent !== null && intent !== 'unknown' ? Date.parse(intent.at) : job.timestamp;
    const left = since + this.config.submitOrderLookupMaxMs - Date.now();
    if (left <= 0) {
      try {
        await this.record(data, { kind: 'orderIdUnknown' });
        const line = `${job.id}: order id still unknown after ${this.config.submitOrderLookupMaxMs} ms (${message}); recorded orderIdUnknown for support`;
        this.logger.warn(line);
        await Promise.all([job.log(line), job.updateProgress({ orderPlaced: true, orderIdPending: false, orderIdUnknown: true })]).catch(() => undefined);
        return { outcome: 'orderIdUnknown', orderId: null, existingOrder: false };
      } catch (recordError) {
        // Redis away or the workflow busy: the next look records it.
        this.logger.warn(`${job.id}: orderIdUnknown could not be recorded (${messageOf(recordError)})`);
      }
    }
    // Without a worker's token (a direct call) nothing can be rescheduled; the job's error is all.
    if (!token) throw error;
    const what = error instanceof OrderIdPendingError ? error.message : `order may be placed (submit sent), its id not yet known: ${message}`;
    return this.lookAgain(job, token, what, Math.max(left, 1));
  }

  /** Re-delays the job on its last attempt (a growing pause, at most ORDER_LOOKUP_MAX_DELAY_MS or `atMost`). */
  private async lookAgain(job: Job, token: string, what: string, atMost: number | null): Promise<never> {
    const delay = Math.min(this.config.jobBackoffMs * 2 ** Math.max(0, job.attemptsStarted - 1), ORDER_LOOKUP_MAX_DELAY_MS, atMost ?? Infinity);
    const line = `${job.id}: ${what}; workflow stays submitting, looking again in ${delay} ms`;
    this.logger.warn(line);
    await Promise.all([job.log(line), job.updateProgress({ orderPlaced: true, orderIdPending: true })]).catch(() => undefined);
    await job.moveToDelayed(Date.now() + delay, token);
    throw new DelayedError();
  }

  /**
   * Records the outcome in the workflow and keeps the upstream's answer beside it (so a repeated
   * job uses it): one Redis command writes both, the answer whatever the workflow's version check
   * says. Only when the workflow had moved on before that command ran is nothing kept; a later
   * attempt then still recognises the order by the intent recorded before submitCart.
   */
  private async finish(job: Job, data: OrderSubmitJob, submitted: Submitted, loaded: LoadedCheckout): Promise<OrderSubmitJobResult> {
    const { output, existingOrder, keep } = submitted;
    const recorded = await this.record(data, output, loaded, keep ? this.repository.submitResultRecord(data.workflowId, data.cartId, keep) : undefined);
    if (output.kind === 'failed') throw new UnrecoverableError(`${output.reason}${output.messageKey ? `: ${output.messageKey}` : ''}`);
    const orderId = output.kind === 'ordered' ? output.orderId : output.kind === 'orderIdUnknown' ? null : (output.orderId ?? null);
    this.logger.log(`${job.id}: ${output.kind}${orderId ? ` order ${orderId}` : ''}${existingOrder ? ' (existing order recorded)' : ''}${recorded === 'stale' ? ' (workflow moved on)' : ''}`);
    return { outcome: output.kind, orderId, existingOrder };
  }

  private record(data: OrderSubmitJob, output: FinalOutput, loaded?: LoadedCheckout, keep?: WorkflowRecordInput): Promise<SubmitResultOutcome> {
    return this.commands.execute(new RecordSubmitResultCommand(data.workflowId, data.attempt, output, loaded, keep));
  }

  private async submit(data: OrderSubmitJob, jwt: string | null): Promise<Submitted> {
    const { workflowId, cartId } = data;
    // Thrown, not returned: with a submit sent before, the order may exist and the job looks again.
    if (!jwt) throw new AppError('UNAUTHENTICATED', 'the shopper’s session token has expired');
    const identity: UpstreamIdentity = { userId: data.userId, jwt, site: data.site };

    // Spec §4 Submit step 2: was the cart submitted already, or did it change?
    const cart = await this.upstream.cart(cartId, identity);
    if (cart.attributes.submitted) {
      const ours = await this.repository.hasSubmitIntent(workflowId, cartId);
      if (!ours) {
        // Someone else ordered this cart; submitCart on a submitted cart places nothing and names the new cart.
        const answer = await this.upstream.submitCart(cartId, identity);
        return { output: { kind: 'failed', reason: 'ALREADY_SUBMITTED', messageKey: ORDER_ALREADY_SUBMITTED_KEY, newCartId: answer.newCartId }, existingOrder: false };
      }
      return { ...this.answered(await this.orderOfPlacedCart(cartId, identity)), existingOrder: true };
    }
    if (cartFingerprint(cart) !== data.expectedCartFingerprint) return { output: { kind: 'failed', reason: 'CART_CHANGED' }, existingOrder: false };

    await this.repository.recordSubmitIntent(workflowId, cartId, data.attempt, { fingerprint: data.expectedCartFingerprint, cart: captureCart(cart) });
    const answer = await this.upstream.submitCart(cartId, identity);
    if (answer.errorMessage && !(answer.errorMessage === ORDER_ALREADY_SUBMITTED_KEY && answer.orderId)) {
      return { output: { kind: 'failed', reason: reasonForSubmitMessage(answer.errorMessage), messageKey: answer.errorMessage, newCartId: answer.newCartId }, existingOrder: false };
    }
    return { ...this.answered(answer), existingOrder: answer.errorMessage !== null };
  }

  /**
   * The order the upstream placed for this workflow's cart (its earlier submit's answer was lost).
   * The upstream API has no read that names the order of a submitted cart (shop_findCart says only
   * `submitted`; getOrdersV2 is for customers and names no cart; the thank-you and order details
   * need the id), so this asks submitCart, which on a submitted cart places nothing and answers
   * the existing order (checkout SDL: idempotent). If that fails, the order is still placed: the
   * error says so, and the job never records it as a failure.
   */
  private async orderOfPlacedCart(cartId: string, identity: UpstreamIdentity): Promise<SubmitCartAnswer> {
    try {
      return await this.upstream.submitCart(cartId, identity);
    } catch (error) {
      throw new OrderIdPendingError(error);
    }
  }

  /** The upstream's answer as the record to keep and the machine's output. */
  private answered(answer: SubmitCartAnswer): { output: FinalOutput; keep?: SubmitRecord } {
    // An answer without error and without order: whether it placed one is unknown, so look again.
    if (!answer.orderId) throw new OrderIdPendingError(new Error(`submitCart named no order${answer.errorMessage ? ` (${answer.errorMessage})` : ''}`));
    const keep: SubmitRecord = {
      orderId: answer.orderId,
      newCartId: answer.newCartId,
      redirectUrl: answer.errorMessage ? null : this.absolute(answer.redirectUrl),
      computopData: answer.errorMessage || !answer.computopData ? null : { ...answer.computopData, url: this.absolute(answer.computopData.url) ?? answer.computopData.url },
    };
    return { output: this.outputOf(keep), keep };
  }

  private outputOf(record: SubmitRecord): FinalOutput {
    if (record.redirectUrl) return { kind: 'redirect', redirectUrl: record.redirectUrl, orderId: record.orderId, newCartId: record.newCartId };
    if (record.computopData) return { kind: 'cardPayment', computopData: record.computopData, orderId: record.orderId, newCartId: record.newCartId };
    return { kind: 'ordered', orderId: record.orderId ?? '', newCartId: record.newCartId };
  }

  /** Payment pages of the upstream come as paths on its host; the browser needs the whole URL. */
  private absolute(url: string | null): string | null {
    if (url === null) return null;
    return url.startsWith('/') ? `${this.config.upstreamUrl}${url}` : url;
  }
}
