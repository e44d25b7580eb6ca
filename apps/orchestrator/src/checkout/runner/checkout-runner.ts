import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import {
  checkoutMachine,
  persistCheckout,
  whyNot,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutSnapshot,
  type GuardReason,
  type SaveShippingInput,
  type SaveShippingOutput,
  type SelectPaymentInput,
  type SelectPaymentOutput,
  type SubmitOrderInput,
  type SubmitOrderOutput,
} from '@tafel/checkout-machine';
import { createActor, fromPromise, waitFor, type Snapshot } from 'xstate';
import { KeyedMutex } from '../../common/keyed-mutex.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { WorkflowActor, WorkflowEventInput, WorkflowRecordInput } from '../../workflow/workflow-save-script.js';
import { WorkflowStoreService } from '../../workflow/workflow-store.service.js';
import { WorkflowConflictError } from '../../workflow/workflow-store.js';
import { CheckoutChangedEvent, OrderIdUnknownEvent, OrderPlacedEvent, OrderSubmissionFailedEvent, OrderSubmissionStartedEvent } from '../events/index.js';
import {
  CHECKOUT_MACHINE_NAME,
  CHECKOUT_MACHINE_VERSION,
  loadedCheckout,
  mayHaveFailedBefore,
  stateName,
  storedMeta,
  type CheckoutMeta,
  type LoadedCheckout,
} from './checkout-snapshot.js';
import { withActorInspector } from './actor-inspector.js';
import { HistoryRecorder } from './history-recorder.js';

/** The host actors a command may supply (libs/checkout-machine declares them without implementation). */
export interface CheckoutActors {
  saveShippingStep?: (input: SaveShippingInput) => Promise<SaveShippingOutput>;
  selectPayment?: (input: SelectPaymentInput) => Promise<SelectPaymentOutput>;
  submitOrder?: (input: SubmitOrderInput) => Promise<SubmitOrderOutput>;
}

// The implementations of the running commands, by the actor system of each command's actor.
const implementations = new WeakMap<object, CheckoutActors>();

function implementation<K extends keyof CheckoutActors>(system: object, name: K): NonNullable<CheckoutActors[K]> {
  const found = implementations.get(system)?.[name];
  if (!found) throw new Error(`checkout actor '${name}' has no implementation for this command`);
  return found;
}

/**
 * The machine with the host's actors provided once (provide() copies the machine, which costs
 * more than a whole command): each actor calls the implementation its command registered for
 * the actor system it runs in.
 */
const hostMachine = checkoutMachine.provide({
  actors: {
    saveShippingStep: fromPromise<SaveShippingOutput, SaveShippingInput>(async ({ input, system }) => implementation(system, 'saveShippingStep')(input)),
    selectPayment: fromPromise<SelectPaymentOutput, SelectPaymentInput>(async ({ input, system }) => implementation(system, 'selectPayment')(input)),
    submitOrder: fromPromise<SubmitOrderOutput, SubmitOrderInput>(async ({ input, system }) => implementation(system, 'submitOrder')(input)),
  },
});

/** An event a command wants to send; an optional one is skipped when the machine refuses it. */
export type PlannedEvent = CheckoutEvent | { event: CheckoutEvent; optional: true };

export interface CheckoutChange {
  /** Command class name, recorded with every event. */
  command: string;
  actor: WorkflowActor;
  /** Events to send, planned from the checkout as loaded (planned again after a conflict). */
  plan: (checkout: LoadedCheckout) => PlannedEvent[];
  /** Host actors of this command. */
  actors?: CheckoutActors;
  /**
   * The checkout as the caller loaded it a moment ago (e.g. to check access or the attempt):
   * the first attempt starts from it instead of reading it again. Should it be stale by now, the
   * version check refuses the save and the next attempt reloads.
   */
  loaded?: LoadedCheckout;
  /**
   * A record kept beside the workflow, written by the same Redis command as the save (whatever
   * its version check decides); not written when the change saves nothing.
   */
  alongside?: WorkflowRecordInput;
  /** Creates the checkout when it does not exist yet. */
  create?: { input: CheckoutInput; meta: CheckoutMeta };
  /** Only a checkout passing this may be changed; others answer notFound. */
  authorize?: (checkout: LoadedCheckout) => boolean;
  /** Meta to update with the change (e.g. the owner after a login moved the cart). */
  meta?: (checkout: LoadedCheckout) => Partial<CheckoutMeta>;
  /**
   * Attempts in all when another change wins the race (reload, plan again, send again). Commands
   * whose host actors call the upstream use 1: their side effects must not run twice.
   */
  attempts?: number;
}

export type ChangeOutcome =
  | { kind: 'saved'; checkout: LoadedCheckout; events: WorkflowEventInput[]; created: boolean }
  | { kind: 'unchanged'; checkout: LoadedCheckout }
  | { kind: 'refused'; checkout: LoadedCheckout; reason: GuardReason; event: CheckoutEvent }
  | { kind: 'notFound' }
  | { kind: 'conflict'; error: WorkflowConflictError };

/** How long a command waits for the host actors it started (upstream calls, the spedition job). */
const SETTLE_TIMEOUT_MS = 120_000;

/** No invoked host actor is still running: the snapshot can be persisted as it is. */
function settled(snapshot: CheckoutSnapshot): boolean {
  return Object.values(snapshot.children as Record<string, { getSnapshot(): { status: string } } | undefined>).every(
    (child) => child?.getSnapshot().status !== 'active',
  );
}

function unplan(planned: PlannedEvent): { event: CheckoutEvent; optional: boolean } {
  return 'optional' in planned ? planned : { event: planned, optional: false };
}

/**
 * Runs one command on a checkout workflow: load the snapshot from Redis → restore the machine
 * (with the command's host actors) → send the planned events, refusing with the machine's guard
 * reason when it will not accept one → wait for host actors to finish → save snapshot, version and
 * the accepted events in one compare-and-set → publish domain events on the EventBus.
 * Commands on one workflow queue up within this process; across processes the version check
 * decides and the loser retries (or answers a conflict).
 */
@Injectable()
export class CheckoutRunner {
  private readonly mutex = new KeyedMutex();

  constructor(
    private readonly store: WorkflowStoreService,
    private readonly eventBus: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The checkout as stored, or null. */
  async load(workflowId: string): Promise<LoadedCheckout | null> {
    const stored = await this.store.load(workflowId);
    return stored === null ? null : loadedCheckout(stored, workflowId);
  }

  change(workflowId: string, change: CheckoutChange): Promise<ChangeOutcome> {
    // A command queued behind another one of this workflow finds it changed: it reads it afresh.
    const usable = change.loaded !== undefined && this.mutex.idle(workflowId) ? change : { ...change, loaded: undefined };
    return this.mutex.run(workflowId, () => this.changeWithRetry(workflowId, usable));
  }

  private async changeWithRetry(workflowId: string, change: CheckoutChange): Promise<ChangeOutcome> {
    const attempts = change.attempts ?? 3;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const loaded = attempt === 1 && change.loaded?.id === workflowId ? change.loaded : undefined;
        return await this.changeOnce(workflowId, change, loaded);
      } catch (error) {
        if (!(error instanceof WorkflowConflictError)) throw error;
        if (attempt >= attempts) return { kind: 'conflict', error };
      }
    }
  }

  private async changeOnce(workflowId: string, change: CheckoutChange, loaded?: LoadedCheckout): Promise<ChangeOutcome> {
    const stored = loaded ?? (await this.load(workflowId));
    if (stored === null && change.create === undefined) return { kind: 'notFound' };
    if (stored !== null && change.authorize && !change.authorize(stored)) return { kind: 'notFound' };

    const recorder = new HistoryRecorder(change.command, change.actor);
    const actor =
      stored === null
        ? createActor(hostMachine, { input: change.create!.input, inspect: withActorInspector(recorder.inspect) })
        : createActor(hostMachine, { snapshot: stored.persisted, inspect: withActorInspector(recorder.inspect), input: undefined as never });
    implementations.set(actor.system, change.actors ?? {});
    // A new checkout starts counting its failed submissions (support's index only knows failed ones).
    const meta = stored?.meta ?? { ...change.create!.meta, failedSubmissions: 0 };
    // Planning sees the checkout as it is now (for a new one: its initial snapshot).
    const current: LoadedCheckout = stored ?? {
      id: workflowId,
      version: 0,
      snapshot: actor.getSnapshot(),
      persisted: actor.getPersistedSnapshot(),
      meta,
      updatedAt: '',
    };
    // A new checkout's history starts with the state it starts in.
    const startState = stored === null ? stateName(current.snapshot.value) : null;

    actor.start();
    let finalSnapshot: CheckoutSnapshot;
    let persisted: Snapshot<unknown>;
    try {
      for (const planned of change.plan(current)) {
        const { event, optional } = unplan(planned);
        const snapshot = actor.getSnapshot();
        const reason = whyNot(snapshot, event);
        if (reason !== null) {
          if (optional) continue;
          return { kind: 'refused', checkout: current, reason, event };
        }
        recorder.sending(event);
        actor.send(event);
        await waitFor(actor, settled, { timeout: SETTLE_TIMEOUT_MS });
      }
      // Taken while the actor runs: a snapshot taken after stop() says "stopped", and an actor
      // restored from it would not process events any more.
      finalSnapshot = actor.getSnapshot();
      persisted = persistCheckout(actor).snapshot;
    } finally {
      actor.stop();
    }

    const at = new Date();
    const events = recorder.events(at);
    if (startState !== null) events.unshift(this.startedEntry(change, startState, at));
    // Every submission that ended without an order id enters the support index (the replay's order then resolves it).
    const failures = events.filter((e) => e.type === 'submit.failed' || e.type === 'submit.orderIdUnknown').length;
    const newMeta: CheckoutMeta = { ...meta, ...change.meta?.(current) };
    if (failures > 0) newMeta.failedSubmissions = (meta.failedSubmissions ?? 0) + failures;
    const metaChanged = JSON.stringify(newMeta) !== JSON.stringify(meta);
    if (events.length === 0 && !metaChanged) return { kind: 'unchanged', checkout: current };
    if (events.length === 0) events.push({ type: 'checkout.updated', command: change.command, actor: change.actor, resultingState: stateName(finalSnapshot.value), at });

    const saved = await this.store.save(
      workflowId,
      stored?.version ?? 0,
      {
        machine: CHECKOUT_MACHINE_NAME,
        machineVersion: CHECKOUT_MACHINE_VERSION,
        snapshot: persisted,
        meta: storedMeta(newMeta),
        ttlMs: this.config.checkoutTtlMs,
      },
      events,
      change.alongside,
    );
    const checkout: LoadedCheckout = {
      id: workflowId,
      version: saved.version,
      snapshot: finalSnapshot,
      persisted,
      meta: newMeta,
      updatedAt: at.toISOString(),
    };
    this.publish(checkout, change.command, events);
    return { kind: 'saved', checkout, events, created: stored === null };
  }

  private startedEntry(change: CheckoutChange, startState: string, at: Date): WorkflowEventInput {
    return {
      type: 'checkout.started',
      command: change.command,
      actor: change.actor,
      // The state right after start; the following entries show where the command took it.
      resultingState: startState,
      at,
      payload: { cartId: change.create!.input.cartId, site: change.create!.meta.site },
    };
  }

  private publish(checkout: LoadedCheckout, command: string, events: WorkflowEventInput[]): void {
    const { context } = checkout.snapshot;
    const state = stateName(checkout.snapshot.value);
    const accepted = events.map((e) => ({ type: e.type, actor: e.actor, state: String(e.resultingState), payload: (e.payload as Record<string, unknown>) ?? null }));
    this.eventBus.publish(new CheckoutChangedEvent(checkout.id, context.cartId, checkout.meta.site, checkout.version, command, state, accepted));
    for (const event of accepted) {
      if (event.type === 'order.submit' || event.type === 'submit.retry') {
        this.eventBus.publish(new OrderSubmissionStartedEvent(checkout.id, context.cartId, context.submissionAttempt, event.actor, mayHaveFailedBefore(checkout.meta)));
      } else if (event.type === 'submit.succeeded' && context.orderId) {
        this.eventBus.publish(new OrderPlacedEvent(checkout.id, context.cartId, context.orderId, context.submissionAttempt, mayHaveFailedBefore(checkout.meta)));
      } else if (event.type === 'submit.failed') {
        const reason = typeof event.payload?.reason === 'string' ? event.payload.reason : 'INTERNAL_ERROR';
        this.eventBus.publish(new OrderSubmissionFailedEvent(checkout.id, context.cartId, checkout.meta.site, reason, context.lastError?.messageKey ?? null, context.submissionAttempt, event.state));
      } else if (event.type === 'submit.orderIdUnknown') {
        this.eventBus.publish(new OrderIdUnknownEvent(checkout.id, context.cartId, checkout.meta.site, context.submissionAttempt, event.state));
      }
    }
  }
}
