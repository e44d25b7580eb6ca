'use server';

import { contactProblems, productSelectionRoute, type ReturnsGuardReason } from '@tafel/returns-machine';
import {
  ChooseReturnCarrierDocument,
  ChooseReturnRegulationDocument,
  EditReturnStepDocument,
  LookupReturnOrderDocument,
  RemoveReturnPhotoDocument,
  RestartReturnDocument,
  RetryReturnDocument,
  RetryReturnPhotoDocument,
  ReturnPageDocument,
  ReturnStepBackDocument,
  SaveReturnSelectionDocument,
  SubmitReturnDocument,
  type ReturnFlowResultFieldsFragment,
  type ReturnStep,
} from '@tafel/graphql-schema/storefront';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { unavailableMessageKey } from '@/lib/checkout/checkout-messages';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import { returnReasonKey } from '@/lib/returns/return-messages';
import { answeredReturnId } from '@/lib/returns/return-link';
import {
  parseLabelCount,
  photoIdArgument,
  rateLimitedText,
  RETURN_CONFIRMATION_ROUTE,
  routeOfPhase,
  selectionArgument,
  type ReturnFlowView,
  type SelectionItemInput,
} from '@/lib/returns/return-view';
import { ensureReturnCaller, existingReturnCaller, readReturnId, writeReturnId, type ReturnCaller } from '@/lib/returns/returns';
import { TIMEOUT_MESSAGE } from '@/lib/shop-api/graphql-transport';
import { OrchestratorUnavailableError, orchestratorRequest, type TypedDocumentNode } from '@/lib/shop-api/orchestrator';
import { currentTranslator } from '@/lib/site/site';

/** A field's problem as the return forms show it (already in the shop language). */
export interface ReturnFieldError {
  field: string;
  message: string;
}

/** What a return step's server action answers the page. */
export type ReturnOutcome =
  | { kind: 'ok'; flow: ReturnFlowView }
  | { kind: 'error'; message: string; reason?: string; fieldErrors?: ReturnFieldError[]; flow?: ReturnFlowView; retryAfterSeconds?: number };

/** The return the cookie names is gone (expired) or was never this visitor's: start again. */
const EXPIRED_KEY = 'tafel.returns.expired';

/**
 * Sends the shopper on to `to`. A form post without JavaScript gets Next's 303 (redirect()). A
 * call from the hydrated page gets `to` back and the page navigates: Next renders a server
 * action's redirect target by fetching it from its own origin, without the request's host, so the
 * English or Austrian shop would come back German.
 */
async function goTo(to: string): Promise<string> {
  if ((await headers()).has('next-action')) return to;
  redirect(to);
}

async function text(key: string, params?: Record<string, string | number>): Promise<string> {
  const { message } = await currentTranslator();
  return message(key, params);
}

/** A union answer as the page's outcome (the flow, or a failure in the shop language). */
async function outcomeOf(answer: ReturnFlowResultFieldsFragment): Promise<ReturnOutcome> {
  const { message } = await currentTranslator();
  switch (answer.__typename) {
    case 'ReturnFlow':
      return { kind: 'ok', flow: answer };
    case 'ReturnRefusedError':
      return { kind: 'error', message: message(returnReasonKey(answer.reason)), reason: answer.reason, flow: answer.returnFlow };
    case 'ReturnRateLimitedError':
      return { kind: 'error', message: rateLimitedText(message, answer.retryAfterSeconds), retryAfterSeconds: answer.retryAfterSeconds };
    case 'ValidationError':
      return {
        kind: 'error',
        message: message(answer.messageKey, undefined, SOMETHING_WENT_WRONG_KEY),
        fieldErrors: answer.fieldErrors.map((e) => ({ field: e.field, message: message(e.messageKey, e.params) })),
      };
    case 'ReturnNotFoundError':
      return { kind: 'error', message: message(EXPIRED_KEY), reason: 'RETURN_NOT_FOUND' };
    case 'ReturnsDisabledError':
      return { kind: 'error', message: message('tafel.returns.disabled'), reason: 'RETURNS_DISABLED' };
    case 'ReturnConflictError':
      return { kind: 'error', message: message('tafel.returns.conflict') };
    default:
      return { kind: 'error', message: message(answer.messageKey, undefined, SOMETHING_WENT_WRONG_KEY) };
  }
}

/** Network trouble or an orchestrator outage is a message for the shopper, never an exception. */
async function guarded(run: () => Promise<ReturnOutcome>): Promise<ReturnOutcome> {
  try {
    return await run();
  } catch (error) {
    // redirect() inside run() throws on purpose.
    if (error instanceof Error && 'digest' in error && String((error as { digest?: unknown }).digest).startsWith('NEXT_REDIRECT')) throw error;
    console.error('[storefront] return step failed', error);
    const key = error instanceof OrchestratorUnavailableError ? unavailableMessageKey(error.code, error.message === TIMEOUT_MESSAGE) : SOMETHING_WENT_WRONG_KEY;
    return { kind: 'error', message: await text(key) };
  }
}

type ReturnMutation<TInput> = TypedDocumentNode<Record<string, ReturnFlowResultFieldsFragment>, { input: TInput }>;

/** The answer when the visitor has no return (no return cookie, or no user id it could belong to). */
async function expired(): Promise<ReturnOutcome> {
  return { kind: 'error', message: await text(EXPIRED_KEY), reason: 'RETURN_NOT_FOUND' };
}

/** An argument the page would never send (a forged call): refused before anything is asked. */
async function invalidArgument(): Promise<ReturnOutcome> {
  return { kind: 'error', message: await text('vue.returns.error.invalidSelection'), reason: 'INVALID_ARGUMENT' };
}

/** A form action's argument is the client's too: anything but form data is treated as an empty form. */
function formOf(form: unknown): FormData {
  return form instanceof FormData ? form : new FormData();
}

/** One mutation on the visitor's return (the cookie's), as an outcome. */
async function onReturn<TInput>(document: ReturnMutation<TInput>, input: (returnId: string) => TInput): Promise<ReturnOutcome> {
  const returnId = await readReturnId();
  // A return belongs to the user id that looked it up: without one there is none (and no cart is made for it).
  const caller = returnId ? await existingReturnCaller() : null;
  if (!returnId || !caller) return expired();
  const data = await orchestratorRequest(document, { input: input(returnId) }, caller);
  return outcomeOf(Object.values(data)[0]!);
}

/** The visitor's return as it stands now (the pages poll it while photos upload or the submit runs). */
export async function readReturnAction(): Promise<ReturnOutcome> {
  return guarded(async () => {
    const returnId = await readReturnId();
    const caller = returnId ? await existingReturnCaller() : null;
    if (!returnId || !caller) return expired();
    const { returnFlow } = await orchestratorRequest(ReturnPageDocument, { returnId }, caller);
    return outcomeOf(returnFlow);
  });
}

/** Reopens `step` when the return stands past it (the shopper came back to an earlier page). */
async function reopen(step: ReturnStep): Promise<void> {
  const returnId = await readReturnId();
  const caller: ReturnCaller | null = returnId ? await existingReturnCaller() : null;
  if (!returnId || !caller) return;
  const { returnFlow } = await orchestratorRequest(ReturnPageDocument, { returnId }, caller);
  if (returnFlow.__typename !== 'ReturnFlow') return;
  const order = ['SELECTION', 'REGULATION', 'CARRIER', 'CONFIRM'];
  const at = order.indexOf(returnFlow.phase);
  if (at > order.indexOf(step)) await orchestratorRequest(EditReturnStepDocument, { input: { returnId, step } }, caller);
}

// ---------------------------------------------------------------- lookup

/** The lookup form: what was typed (kept across the answer), each field's problem, a message. */
export interface LookupState {
  orderId: string;
  zipCode: string;
  errors: { orderId?: string; zipCode?: string };
  message: string | null;
  /** Where the page goes next (the item selection). */
  to?: string | undefined;
}

/** Looks the order up by number and postcode (spec §2 `/myaccount/returns`) and goes to the item selection. */
export async function lookupReturnAction(_previous: LookupState, sent: FormData): Promise<LookupState> {
  const form = formOf(sent);
  const orderId = String(form.get('orderId') ?? '').trim();
  const zipCode = String(form.get('zipCode') ?? '').trim();
  const state: LookupState = { orderId, zipCode, errors: {}, message: null };
  const { message } = await currentTranslator();
  if (orderId === '') state.errors.orderId = message('vue.form.error.requiredField');
  else if (orderId.length > 64) state.errors.orderId = message('vue.form.error.maxLength', { max: 64 });
  if (zipCode === '') state.errors.zipCode = message('vue.form.error.requiredField');
  else if (zipCode.length > 10) state.errors.zipCode = message('vue.form.error.maxLength', { max: 10 });
  if (state.errors.orderId || state.errors.zipCode) return state;

  const outcome = await guarded(async () => {
    const caller = await ensureReturnCaller();
    if (caller === null) return { kind: 'error', message: await text('tafel.returns.disabled'), reason: 'RETURNS_DISABLED' };
    const returnId = await readReturnId();
    const { lookupReturnOrder } = await orchestratorRequest(LookupReturnOrderDocument, { input: { returnId: returnId ?? null, orderId, zipCode } }, caller);
    // A stale cookie (expired return): a new return is started.
    const answer =
      lookupReturnOrder.__typename === 'ReturnNotFoundError' && returnId
        ? (await orchestratorRequest(LookupReturnOrderDocument, { input: { orderId, zipCode } }, caller)).lookupReturnOrder
        : lookupReturnOrder;
    // Whenever the answer names another return than the cookie (a new one, or a submitted one's lookup that started anew).
    const answeredId = answeredReturnId(answer);
    if (answeredId !== undefined && answeredId !== returnId) await writeReturnId(answeredId);
    return outcomeOf(answer);
  });
  if (outcome.kind === 'error') {
    const field = outcome.fieldErrors?.[0];
    if (field?.field.endsWith('orderId')) state.errors.orderId = field.message;
    else if (field?.field.endsWith('zipCode')) state.errors.zipCode = field.message;
    else state.message = outcome.message;
    return state;
  }
  const flow = outcome.flow;
  if (flow.lastError && (flow.lastError.code === 'ORDER_NOT_FOUND' || flow.lastError.code === 'NOT_RETURNABLE')) {
    // The upstream never says which of the two was wrong: the message goes with the postcode.
    state.errors.zipCode = message(flow.lastError.code === 'NOT_RETURNABLE' ? 'tafel.returns.nothingReturnable' : flow.lastError.messageKey);
    return state;
  }
  if (flow.phase === 'FAILED') {
    state.message = message(flow.lastError?.messageKey ?? SOMETHING_WENT_WRONG_KEY);
    return state;
  }
  return { ...state, to: await goTo(flow.hash ? productSelectionRoute(flow.hash) : routeOfPhase(flow)) };
}

// ---------------------------------------------------------------- selection and photos

export type { SelectionItemInput };

/**
 * Saves the selection in the return: before a photo is added for an item (done: false), and to
 * leave the item selection (done: true → the regulations are read, then the regulation page).
 * The arguments are the client's: checked for their shape before anything is asked.
 */
export async function saveSelectionAction(items: SelectionItemInput[], done: boolean): Promise<ReturnOutcome> {
  const checked = selectionArgument(items as unknown);
  if (checked === null || typeof done !== 'boolean') return invalidArgument();
  return guarded(async () => {
    await reopen('SELECTION');
    return onReturn(SaveReturnSelectionDocument, (id) => ({ returnId: id, done, items: checked }));
  });
}

export async function retryPhotoAction(photoId: string): Promise<ReturnOutcome> {
  const checked = photoIdArgument(photoId as unknown);
  if (checked === null) return invalidArgument();
  return guarded(() => onReturn(RetryReturnPhotoDocument, (returnId) => ({ returnId, photoId: checked })));
}

export async function removePhotoAction(photoId: string): Promise<ReturnOutcome> {
  const checked = photoIdArgument(photoId as unknown);
  if (checked === null) return invalidArgument();
  return guarded(() => onReturn(RemoveReturnPhotoDocument, (returnId) => ({ returnId, photoId: checked })));
}

// ---------------------------------------------------------------- regulation and carrier (plain form posts)

/** What the regulation and carrier forms show after a post that did not go through. */
export interface StepFormState {
  message: string | null;
  /** Where the page goes next. */
  to?: string | undefined;
}

/** Picks the regulation and goes to the carrier step (works without JavaScript). */
export async function chooseRegulationAction(_previous: StepFormState, sent: FormData): Promise<StepFormState> {
  const form = formOf(sent);
  const code = String(form.get('regulation') ?? '');
  const outcome = await guarded(async () => {
    await reopen('REGULATION');
    return onReturn(ChooseReturnRegulationDocument, (id) => ({ returnId: id, code, done: true }));
  });
  if (outcome.kind === 'error') return { message: outcome.message };
  return { message: null, to: await goTo(routeOfPhase(outcome.flow)) };
}

/** Picks the carrier and label count and goes to confirm (works without JavaScript). */
export async function chooseCarrierAction(_previous: StepFormState, sent: FormData): Promise<StepFormState> {
  const form = formOf(sent);
  const code = String(form.get('carrier') ?? '');
  const labels = parseLabelCount(form.get('labels'));
  if (labels === null) return { message: await text('vue.returns.error.invalidLabels') };
  const outcome = await guarded(async () => {
    await reopen('CARRIER');
    return onReturn(ChooseReturnCarrierDocument, (id) => ({ returnId: id, code, labels, done: true }));
  });
  if (outcome.kind === 'error') return { message: outcome.message };
  return { message: null, to: await goTo(routeOfPhase(outcome.flow)) };
}

// ---------------------------------------------------------------- confirm, submit and the ways out

/** The confirm form: what was typed, each field's problem, a message, and the return once submitting. */
export interface ConfirmState {
  values: { salutation: string; firstName: string; lastName: string; email: string; phone: string };
  errors: Partial<Record<'salutation' | 'firstName' | 'lastName' | 'email' | 'phone', string>>;
  message: string | null;
  reason?: ReturnsGuardReason | string | undefined;
  flow?: ReturnFlowView | undefined;
  /** Where the page goes next (the thank-you view). */
  to?: string | undefined;
}

/** The flow the form showed before (the previous state comes from the client: anything else is none). */
function previousFlow(previous: unknown): ReturnFlowView | undefined {
  return typeof previous === 'object' && previous !== null ? (previous as ConfirmState).flow : undefined;
}

/** Submits the return with the contact (a return-submit job); the page then follows it until it is filed or failed. */
export async function submitReturnAction(previous: ConfirmState, sent: FormData): Promise<ConfirmState> {
  const form = formOf(sent);
  const values = {
    salutation: String(form.get('salutation') ?? ''),
    firstName: String(form.get('firstName') ?? ''),
    lastName: String(form.get('lastName') ?? ''),
    email: String(form.get('email') ?? ''),
    phone: String(form.get('phone') ?? ''),
  };
  const { message } = await currentTranslator();
  const problems = contactProblems(values);
  const errors: ConfirmState['errors'] = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (problem) errors[field as keyof ConfirmState['errors']] = message(problem.messageKey, problem.params as never);
  }
  if (Object.keys(errors).length > 0) return { values, errors, message: null };
  const outcome = await guarded(() =>
    onReturn(SubmitReturnDocument, (returnId) => ({
      returnId,
      contact: { salutation: values.salutation || null, firstName: values.firstName, lastName: values.lastName, email: values.email, phone: values.phone || null },
    })),
  );
  if (outcome.kind === 'error') {
    for (const field of outcome.fieldErrors ?? []) {
      const name = field.field.replace(/^contact\./, '') as keyof ConfirmState['errors'];
      if (name in values && !errors[name]) errors[name] = field.message;
    }
    // Already on its way or filed (a double click, another tab): follow it as if this one had started it.
    const following = outcome.reason === 'SUBMISSION_IN_PROGRESS' || outcome.reason === 'ALREADY_SUBMITTED';
    return { values, errors, message: following ? null : outcome.message, reason: outcome.reason, flow: following ? outcome.flow : previousFlow(previous) };
  }
  if (outcome.flow.phase === 'SUBMITTED') return { values, errors, message: null, flow: outcome.flow, to: await goTo(RETURN_CONFIRMATION_ROUTE) };
  return { values, errors, message: null, flow: outcome.flow };
}

/** After an upstream outage: the same call again (the submission keeps its idempotency key). */
export async function retryReturnAction(): Promise<ReturnOutcome> {
  return guarded(() => onReturn(RetryReturnDocument, (returnId) => ({ returnId })));
}

/** After the upstream refused an input: back to the step that sent it. */
export async function returnStepBackAction(): Promise<ReturnOutcome> {
  return guarded(() => onReturn(ReturnStepBackDocument, (returnId) => ({ returnId })));
}

/** What the failure panel's buttons answer: where to go, or a message. */
export interface WayOutState {
  message: string | null;
  to?: string | undefined;
}

/** The failure panel's buttons (work without JavaScript): retry, back to the refused step, or start over. */
export async function returnWayOutAction(_previous: WayOutState, sent: FormData): Promise<WayOutState> {
  const form = formOf(sent);
  const way = form.get('way');
  if (way === 'restart') {
    const outcome = await guarded(() => onReturn(RestartReturnDocument, (returnId) => ({ returnId })));
    // Refused (e.g. a submit whose outcome is not known yet): said, not left behind; a return that is gone starts over anyway.
    if (outcome.kind === 'error' && outcome.reason !== 'RETURN_NOT_FOUND') return { message: outcome.message };
    return { message: null, to: await goTo('/myaccount/returns') };
  }
  const outcome = way === 'retry' ? await retryReturnAction() : way === 'back' ? await returnStepBackAction() : null;
  if (outcome === null) return { message: await text(SOMETHING_WENT_WRONG_KEY) };
  if (outcome.kind === 'error') return { message: outcome.message };
  return { message: null, to: await goTo(routeOfPhase(outcome.flow)) };
}
