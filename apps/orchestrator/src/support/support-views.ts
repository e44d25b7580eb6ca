import { Injectable } from '@nestjs/common';
import { CHECKOUT_MACHINE_VERSION } from '@tafel/checkout-machine';
import {
  captureCart,
  cartFingerprint,
  CHECKOUT_MACHINE_NAME,
  CheckoutRepository,
  CheckoutRunner,
  CheckoutUpstream,
  stateName,
  submitJobId,
  type CartCapture,
  type LoadedCheckout,
  type UpstreamIdentity,
} from '../checkout/index.js';
import { isSafeId } from '../common/ids.js';
import { WORKFLOW_ID_PATTERN } from '../workflow/workflow-keys.js';
import { WorkflowStoreService } from '../workflow/workflow-store.service.js';
import { may, type StaffMember } from './auth/staff.js';
import { diffCarts, type CartDiffRow } from './failures/cart-lines.js';
import { FailureIndex, type FailureRecord } from './failures/failure-index.js';
import { redact } from './redact.js';
import type { BulkReplayRecord } from './replay/bulk-replays.js';
import { ReplayAudit, type ReplayAuditEntry } from './replay/replay-audit.js';
import { SubmissionJobs, type SubmissionJobView } from './replay/submission-jobs.js';
import { SubmissionReplayer } from './replay/submission-replayer.js';

export interface HistoryView {
  id: string;
  time: string;
  type: string;
  command: string;
  actor: string;
  state: string;
  version: number;
  payloadJson: string | null;
}

export interface WorkflowView {
  id: string;
  machine: string;
  machineVersion: number;
  state: string;
  version: number;
  site: string;
  cartId: string;
  updatedAt: string;
  contextJson: string;
  history: HistoryView[];
}

export interface CartComparisonView {
  submitted: CartCapture | null;
  current: CartCapture | null;
  currentError: string | null;
  rows: CartDiffRow[];
  expectedFingerprint: string | null;
  currentFingerprint: string | null;
}

export interface Replayability {
  allowed: boolean;
  reason: string | null;
}

export interface ReplayPreviewView {
  workflowId: string;
  jobId: string;
  attempt: number;
  cartId: string;
  site: string;
  userId: string;
  expectedFingerprint: string | null;
  currentFingerprint: string | null;
  prediction: string;
  cart: CartCapture | null;
  replay: Replayability;
}

/** A bulk replay as the API shows it: progress counted from its items (each item's state is a field of its own). */
export function bulkView(record: BulkReplayRecord) {
  const counts = new Map<string, number>();
  for (const item of record.items) if (item.outcome) counts.set(item.outcome, (counts.get(item.outcome) ?? 0) + 1);
  return {
    ...record,
    total: record.items.length,
    done: record.items.filter((item) => item.outcome !== null).length,
    counts: [...counts.entries()].map(([outcome, count]) => ({ outcome, count })),
  };
}

export function auditView(entry: ReplayAuditEntry) {
  return { ...entry, byEmail: entry.by.email, byName: entry.by.name };
}

/** Reads for the support console, joined from the workflow store, the index, BullMQ and the upstream. */
@Injectable()
export class SupportViews {
  constructor(
    private readonly runner: CheckoutRunner,
    private readonly store: WorkflowStoreService,
    private readonly repository: CheckoutRepository,
    private readonly upstream: CheckoutUpstream,
    private readonly index: FailureIndex,
    private readonly jobs: SubmissionJobs,
    private readonly audit: ReplayAudit,
    private readonly replayer: SubmissionReplayer,
  ) {}

  /** A workflow id, or the cart id a checkout runs for. */
  async resolveWorkflowId(id: string): Promise<string | null> {
    if (id.startsWith('co-') && WORKFLOW_ID_PATTERN.test(id)) return id;
    return isSafeId(id) ? this.repository.workflowIdForCart(id) : null;
  }

  async load(id: string): Promise<LoadedCheckout | null> {
    const workflowId = await this.resolveWorkflowId(id);
    return workflowId === null ? null : this.runner.load(workflowId);
  }

  async workflow(checkout: LoadedCheckout, viewer: StaffMember): Promise<WorkflowView> {
    const personal = may(viewer.role, 'personalData');
    const history = await this.store.history(checkout.id);
    return {
      id: checkout.id,
      machine: CHECKOUT_MACHINE_NAME,
      machineVersion: CHECKOUT_MACHINE_VERSION,
      state: stateName(checkout.snapshot.value),
      version: checkout.version,
      site: checkout.meta.site,
      cartId: checkout.snapshot.context.cartId,
      updatedAt: checkout.updatedAt,
      contextJson: JSON.stringify(personal ? checkout.snapshot.context : redact(checkout.snapshot.context), null, 2),
      history: history.map((entry) => ({
        id: entry.id,
        time: entry.time,
        type: entry.type,
        command: entry.command,
        actor: entry.actor,
        state: entry.state,
        version: entry.version,
        payloadJson: entry.payload === null ? null : JSON.stringify(personal ? entry.payload : redact(entry.payload)),
      })),
    };
  }

  failure(workflowId: string): Promise<FailureRecord | null> {
    return this.index.get(workflowId);
  }

  job(checkout: LoadedCheckout): Promise<SubmissionJobView | null> {
    return this.jobs.view(checkout.id, checkout.snapshot.context.submissionAttempt);
  }

  auditOf(workflowId: string): Promise<ReplayAuditEntry[]> {
    return this.audit.forWorkflow(workflowId);
  }

  private async identity(checkout: LoadedCheckout): Promise<UpstreamIdentity | null> {
    const jwt = await this.repository.sessionToken(checkout.id);
    if (jwt === null) return null;
    return { userId: checkout.meta.owner, jwt, site: checkout.meta.site };
  }

  /** The cart as confirmed vs as the upstream holds it now. */
  async cart(checkout: LoadedCheckout): Promise<CartComparisonView & { currentSubmitted: boolean | null }> {
    const expected = checkout.meta.submittedFingerprint ?? null;
    const submitted = expected ? await this.repository.submittedCart(checkout.id, expected) : null;
    let current: CartCapture | null = null;
    let currentFingerprint: string | null = null;
    let currentError: string | null = null;
    const identity = await this.identity(checkout);
    if (identity === null) currentError = 'The shopper’s session has expired: the upstream cart cannot be read for them any more.';
    else {
      try {
        const cart = await this.upstream.cart(checkout.snapshot.context.cartId, identity);
        current = captureCart(cart);
        currentFingerprint = cartFingerprint(cart);
      } catch (error) {
        currentError = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      }
    }
    const rows = diffCarts(submitted?.lines ?? [], current?.lines ?? []);
    return { submitted, current, currentError, rows, expectedFingerprint: expected, currentFingerprint, currentSubmitted: current?.submitted ?? null };
  }

  /** Billing address and e-mail from the upstream (masked for engineers); null when unreadable. */
  async customerJson(checkout: LoadedCheckout, viewer: StaffMember): Promise<string | null> {
    const identity = await this.identity(checkout);
    if (identity === null) return null;
    try {
      const step = await this.upstream.shippingStep(checkout.snapshot.context.cartId, identity);
      const customer = { billingAddress: step.billingAddress, shippingAddress: step.shippingAddress, deliveryType: step.deliveryType };
      return JSON.stringify(may(viewer.role, 'personalData') ? customer : redact(customer), null, 2);
    } catch {
      return null;
    }
  }

  /** Whether this staff member may replay this checkout now. */
  async replayability(checkout: LoadedCheckout, viewer: StaffMember): Promise<Replayability> {
    if (!may(viewer.role, 'replay')) return { allowed: false, reason: 'FORBIDDEN' };
    const obstacle = await this.replayer.obstacle(checkout);
    if (obstacle === 'SUBMITTING') {
      const job = await this.job(checkout);
      return job === null || job.state === 'failed' || job.state === 'completed' ? { allowed: true, reason: null } : { allowed: false, reason: 'SUBMISSION_IN_PROGRESS' };
    }
    return obstacle === null ? { allowed: true, reason: null } : { allowed: false, reason: obstacle };
  }

  async preview(checkout: LoadedCheckout, viewer: StaffMember): Promise<ReplayPreviewView> {
    const attempt = checkout.snapshot.context.submissionAttempt;
    const cartId = checkout.snapshot.context.cartId;
    const cart = await this.cart(checkout);
    const replay = await this.replayability(checkout, viewer);
    let prediction: string;
    if (checkout.snapshot.context.orderId !== null) prediction = 'NOTHING_TO_DO';
    else if ((await this.repository.sessionToken(checkout.id)) === null) prediction = 'WILL_FAIL_SESSION_MISSING';
    else if (await this.repository.submitResult(checkout.id, cartId)) prediction = 'WILL_RECORD_EXISTING_ORDER';
    else if (cart.current === null) prediction = 'UPSTREAM_UNREACHABLE';
    else if (cart.currentSubmitted) prediction = (await this.repository.hasSubmitIntent(checkout.id, cartId)) ? 'WILL_RECORD_EXISTING_ORDER' : 'WILL_FAIL_ALREADY_SUBMITTED';
    else if (cart.currentFingerprint !== cart.expectedFingerprint) prediction = 'WILL_FAIL_CART_CHANGED';
    else prediction = 'WILL_SUBMIT';
    return {
      workflowId: checkout.id,
      jobId: submitJobId(checkout.id, Math.max(attempt, 1)),
      attempt,
      cartId,
      site: checkout.meta.site,
      userId: checkout.meta.owner,
      expectedFingerprint: cart.expectedFingerprint,
      currentFingerprint: cart.currentFingerprint,
      prediction,
      cart: cart.current,
      replay,
    };
  }
}
