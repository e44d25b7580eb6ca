import { Inject, Injectable } from '@nestjs/common';
import type { IEvent } from '@nestjs/cqrs';
import {
  checkoutMachine,
  whyNot,
  type CheckoutEvent,
  type CheckoutSnapshot,
  type SaveShippingInput,
  type SaveShippingOutput,
  type SelectPaymentInput,
  type SelectPaymentOutput,
  type SubmitOrderInput,
  type SubmitOrderOutput,
} from '@tafel/checkout-machine';
import { fromPromise } from 'xstate';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { JobRequest, Transition, WorkflowDefinition } from '../../workflow/workflow-definition.js';
import { requireHostInput } from '../../workflow/host-input.js';
import { WorkflowRegistry } from '../../workflow/workflow-registry.js';
import { submitJobId } from '../checkout-ids.js';
import { CheckoutChangedEvent, OrderIdUnknownEvent, OrderPlacedEvent, OrderSubmissionFailedEvent, OrderSubmissionStartedEvent } from '../events/index.js';
import { CheckoutQueues } from '../jobs/checkout-queues.js';
import { ORDER_SUBMIT_QUEUE, orderSubmitJob, type OrderSubmitJob } from '../jobs/job-payloads.js';
import { CHECKOUT_RECORDS, mayHaveFailedBefore, stateName, storedMeta, type CheckoutMeta } from './checkout-snapshot.js';
import { sameText } from '../../common/same-text.js';

/** Who drives a checkout: its shopper (by user id), the system (a job's result) or support. */
export type CheckoutPrincipal = { shopper: string } | { system: true } | { support: string };

/** What one command hands the checkout's host actors (its upstream calls), through the events it sends. */
export interface CheckoutHostInput {
  saveShippingStep?: (input: SaveShippingInput) => Promise<SaveShippingOutput>;
  selectPayment?: (input: SelectPaymentInput) => Promise<SelectPaymentOutput>;
}

type CheckoutDefinition = WorkflowDefinition<typeof checkoutMachine, CheckoutMeta, CheckoutPrincipal>;
type CheckoutTransition = Transition<CheckoutSnapshot, CheckoutMeta>;

const submissionAttempt = (snapshot: CheckoutSnapshot | undefined): number => snapshot?.context.submissionAttempt ?? 0;

/**
 * A new submission attempt began: its order-submit job goes into the outbox with the save that
 * counted it. A support replay of the same attempt asks to run that attempt's job again (the
 * processor recognises an order the upstream already has instead of submitting twice).
 */
function requestedJobs({ before, after, accepted }: CheckoutTransition): JobRequest[] {
  if (!after.snapshot.matches('submitting')) return [];
  const { context } = after.snapshot;
  const job = orderSubmitJob(after, context.submissionAttempt, context.cartId, after.meta.submittedFingerprint ?? '');
  const request = { job: 'order-submit', data: { ...job }, jobId: submitJobId(job.workflowId, job.attempt) };
  if (submissionAttempt(after.snapshot) > submissionAttempt(before?.snapshot)) return [request];
  return accepted.some((event) => event.type === 'support.replay') ? [{ ...request, rerun: true }] : [];
}

/** Every submission that ended without an order id counts for support's index (a replay's order then resolves it). */
function nextMeta({ accepted }: CheckoutTransition, meta: CheckoutMeta): CheckoutMeta {
  const failures = accepted.filter((e) => e.type === 'submit.failed' || e.type === 'submit.orderIdUnknown').length;
  return failures > 0 ? { ...meta, failedSubmissions: (meta.failedSubmissions ?? 0) + failures } : meta;
}

function domainEvents({ after, accepted, command }: CheckoutTransition): IEvent[] {
  const { context } = after.snapshot;
  const state = stateName(after.snapshot.value);
  const events: IEvent[] = [new CheckoutChangedEvent(after.id, context.cartId, after.meta.site, after.version, command, state, accepted)];
  for (const event of accepted) {
    if (event.type === 'order.submit' || event.type === 'submit.retry') {
      events.push(new OrderSubmissionStartedEvent(after.id, context.cartId, context.submissionAttempt, event.actor, mayHaveFailedBefore(after.meta)));
    } else if (event.type === 'submit.succeeded' && context.orderId) {
      events.push(new OrderPlacedEvent(after.id, context.cartId, context.orderId, context.submissionAttempt, mayHaveFailedBefore(after.meta)));
    } else if (event.type === 'submit.failed') {
      const reason = typeof event.payload?.reason === 'string' ? event.payload.reason : 'INTERNAL_ERROR';
      events.push(new OrderSubmissionFailedEvent(after.id, context.cartId, after.meta.site, reason, context.lastError?.messageKey ?? null, context.submissionAttempt, event.state));
    } else if (event.type === 'submit.orderIdUnknown') {
      events.push(new OrderIdUnknownEvent(after.id, context.cartId, after.meta.site, context.submissionAttempt, event.state));
    }
  }
  return events;
}

/**
 * The checkout as a workflow kind of the kernel: its machine with the host actors provided once,
 * meta, access policy, domain events and the order-submit job its submissions ask for.
 */
@Injectable()
export class CheckoutWorkflow {
  readonly definition: CheckoutDefinition;

  constructor(registry: WorkflowRegistry, queues: CheckoutQueues, @Inject(APP_CONFIG) config: AppConfig) {
    const hostMachine = checkoutMachine.provide({
      actors: {
        // Upstream calls of the command that sent the event (its identity and form live there).
        saveShippingStep: fromPromise<SaveShippingOutput, SaveShippingInput>(async ({ input }) => {
          const host = requireHostInput<CheckoutHostInput>(input, 'saveShippingStep');
          if (!host.saveShippingStep) throw new Error('this command does not save the shipping step');
          return host.saveShippingStep(input);
        }),
        selectPayment: fromPromise<SelectPaymentOutput, SelectPaymentInput>(async ({ input }) => {
          const host = requireHostInput<CheckoutHostInput>(input, 'selectPayment');
          if (!host.selectPayment) throw new Error('this command does not select a payment');
          return host.selectPayment(input);
        }),
        // The submission itself is the order-submit job the save puts in the outbox; it reports back with RecordSubmitResult.
        submitOrder: fromPromise<SubmitOrderOutput, SubmitOrderInput>(async () => ({ kind: 'queued' })),
      },
    });
    this.definition = {
      ...CHECKOUT_RECORDS,
      title: 'Checkout',
      hostMachine,
      ttlMs: config.checkoutTtlMs,
      whyNot: (snapshot, event) => whyNot(snapshot, event as CheckoutEvent),
      writeMeta: storedMeta,
      // A new checkout starts counting its failed submissions (support's index only knows failed ones).
      initialMeta: (meta) => ({ ...meta, failedSubmissions: 0 }),
      nextMeta,
      // A shopper must own the checkout; the system (a job's result) and support (authorised by staff sign-in) may drive any.
      access: (record, principal) => (typeof principal !== 'object' || principal === null ? false : 'shopper' in principal ? sameText(record.meta.owner, principal.shopper) : true),
      domainEvents,
      jobs: {
        'order-submit': { queue: ORDER_SUBMIT_QUEUE, name: 'submit', options: (request) => queues.submitJobOptions(request.data as unknown as OrderSubmitJob) },
      },
      requestedJobs,
      startedPayload: (input, meta) => ({ cartId: (input as { cartId: string }).cartId, site: meta.site }),
      hostActors: {
        // Shown as written in the (German) support console.
        saveShippingStep: 'speichert den Versandschritt im Shop (Adressen, Versandart, Speditionsfelder)',
        selectPayment: 'speichert die Zahlungsart im Shop',
        submitOrder: 'nichts: der order-submit-Job (Outbox) bestellt und meldet das Ergebnis zurück',
      },
    };
    registry.register(this.definition);
  }
}
