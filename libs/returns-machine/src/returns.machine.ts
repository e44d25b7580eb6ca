import { reasonedFor, type WorkflowStateMeta } from '@tafel/workflow-machine';
import { and, assertEvent, assign, not, setup, stateIn } from 'xstate';
import {
  DEFAULT_LABELS,
  submissionOutcomeUnknown,
  anyPhotoFailed,
  anyPhotoPending,
  isValidLabelCount,
  itemSelectionProblem,
  lookupInputProblem,
  NO_LABEL_CARRIER,
  photoAddProblem,
  photoStepProblem,
  preselectCarrier,
  preselectRegulation,
  returnableOf,
  selectionProblem,
  submitProblem,
} from './returns.rules.js';
import type { ReturnPhoto, ReturnsContext, ReturnsError, ReturnsEvent, ReturnsGuardReason, ReturnsStage, SelectedItem } from './returns.types.js';

/** Message key of a lookup that found no order (the upstream's key). */
export const ORDER_NOT_FOUND_KEY = 'vue.returns.error.orderNotFound';
/** Message key recorded when the host reports a failure without a key of its own (spec §8). */
export const GENERIC_ERROR_KEY = 'vue.cart.error.somethingWentWrong';
/** Message key of an order found with nothing left to return (ours: the spec and the upstream have none). */
export const NOTHING_RETURNABLE_KEY = 'tafel.returns.nothingReturnable';

/** The context a fresh return starts with: nothing looked up. */
export function initialReturnsContext(): ReturnsContext {
  return {
    lookup: null,
    lookupResult: null,
    hash: null,
    order: null,
    selection: [],
    photos: [],
    uploadedPhotoCount: 0,
    regulations: [],
    selectedRegulation: null,
    carriers: [],
    selectedCarrier: null,
    labels: DEFAULT_LABELS,
    contact: null,
    submissionAttempt: 0,
    failedAt: null,
    rma: null,
    labelUrl: null,
    lastError: null,
  };
}

// Guards that refuse an event are written once, as "why not" (see @tafel/workflow-machine).
const refusal = reasonedFor<ReturnsContext, ReturnsEvent, ReturnsGuardReason>();

/** What a changed selection invalidates: the regulation and carrier were offered for the old one. */
function laterStepsCleared(): Pick<ReturnsContext, 'regulations' | 'selectedRegulation' | 'carriers' | 'selectedCarrier'> {
  return { regulations: [], selectedRegulation: null, carriers: [], selectedCarrier: null };
}

/**
 * Photos taken out of the return count against the upstream's limit when they were uploaded
 * (counted already) or still uploading: that upload cannot be called back and lands at the upstream.
 */
function photosWithout(context: ReturnsContext, removed: (photo: ReturnPhoto) => boolean): Pick<ReturnsContext, 'photos' | 'uploadedPhotoCount'> {
  const inFlight = context.photos.filter((p) => removed(p) && p.state === 'uploading').length;
  return { photos: context.photos.filter((p) => !removed(p)), uploadedPhotoCount: context.uploadedPhotoCount + inFlight };
}

function photoPatch(context: ReturnsContext, photoId: string, patch: (photo: ReturnPhoto) => Partial<ReturnPhoto>): ReturnPhoto[] {
  return context.photos.map((p) => (p.id === photoId ? { ...p, ...patch(p) } : p));
}

const failure = (stage: ReturnsStage, code: ReturnsError['code']) => ({ type: 'recordFailure', params: { stage, code } }) as const;
const failedAt = (stage: ReturnsStage) => ({ type: 'failedAt', params: { stage } }) as const;

// Every call the host makes for the flow ends in its result, a refusal or unavailability.
const upstreamOutcomes = (stage: ReturnsStage) => ({
  'upstream.refused': { target: '#returns.flow.failed.upstreamRefused', actions: failure(stage, 'UPSTREAM_REFUSED') },
  'upstream.unavailable': { target: '#returns.flow.failed.upstreamUnavailable', actions: failure(stage, 'UPSTREAM_UNAVAILABLE') },
});

// Another lookup is possible wherever the shopper is not submitting or done (spec §4: another hash
// clears the state), and not while a submission may have been filed without its answer: a new
// attempt could file a second return.
const LOOKUP = {
  'lookup.byOrder': { guard: and(['submissionOutcomeKnown', 'lookupInputValid']), target: '#returns.flow.lookup.searching', actions: 'startLookup' },
  'lookup.byHash': { guard: and(['submissionOutcomeKnown', 'lookupInputValid']), target: '#returns.flow.lookup.searching', actions: 'startLookup' },
} as const;
const RESTART = { 'return.restart': { guard: 'submissionOutcomeKnown', target: '#returns.flow.lookup', actions: 'reset' } } as const;

/**
 * The return workflow (spec §4 Returns): lookup → item selection → regulation → carrier and
 * labels → confirm → submitting → submitted, beside the photos' uploads region. Pure: the host
 * makes the calls and reports their outcome as events.
 */
export const returnsMachine = setup({
  types: {
    context: {} as ReturnsContext,
    events: {} as ReturnsEvent,
    meta: {} as WorkflowStateMeta<ReturnsGuardReason>,
  },
  guards: {
    lookupInputValid: refusal(({ event }) => lookupInputProblem(event)),
    nothingReturnable: ({ event }) => event.type === 'lookup.found' && !event.order.items.some((i) => returnableOf(i) > 0),
    itemSelectable: refusal(({ context, event }) => {
      assertEvent(event, 'item.select');
      return itemSelectionProblem(context, event);
    }),
    itemSelected: refusal(({ context, event }) => {
      assertEvent(event, 'item.deselect');
      return context.selection.some((s) => s.id === event.itemId) ? null : 'ITEM_NOT_SELECTED';
    }),
    selectionComplete: refusal(({ context }) => selectionProblem(context)),
    // Photos are the shopper's until the return is submitted.
    notSubmitting: not(stateIn({ flow: 'submitting' })),
    // After a submit without an answer only the same payload may be sent again (the upstream's
    // idempotency holds for the same payload and hash only), so nothing of the return may change.
    submissionOutcomeKnown: refusal(({ context }) => (submissionOutcomeUnknown(context) ? 'SUBMISSION_OUTCOME_UNKNOWN' : null)),
    photoAddable: refusal(({ context, event }) => {
      assertEvent(event, 'photo.add');
      return photoAddProblem(context, event);
    }),
    photoQueued: refusal(({ context, event }) => {
      assertEvent(event, 'photo.uploading');
      return photoStepProblem(context, event.photoId, ['queued']);
    }),
    photoInFlight: refusal(({ context, event }) => {
      assertEvent(event, ['photo.uploaded', 'photo.failed']);
      return photoStepProblem(context, event.photoId, ['queued', 'uploading']);
    }),
    photoRetryable: refusal(({ context, event }) => {
      assertEvent(event, 'photo.retry');
      return context.rma !== null ? 'ALREADY_SUBMITTED' : photoStepProblem(context, event.photoId, ['failed']);
    }),
    photoRemovable: refusal(({ context, event }) => {
      assertEvent(event, 'photo.remove');
      return context.rma !== null ? 'ALREADY_SUBMITTED' : photoStepProblem(context, event.photoId, ['queued', 'uploading', 'uploaded', 'failed']);
    }),
    anyPhotoFailed: ({ context }) => anyPhotoFailed(context),
    anyPhotoPending: ({ context }) => anyPhotoPending(context),
    regulationAvailable: refusal(({ context, event }) => {
      assertEvent(event, 'regulation.select');
      return context.regulations.some((r) => r.code === event.code) ? null : 'REGULATION_UNAVAILABLE';
    }),
    regulationChosen: refusal(({ context }) => (context.selectedRegulation === null ? 'REGULATION_NOT_SELECTED' : null)),
    carrierAvailable: refusal(({ context, event }) => {
      assertEvent(event, 'carrier.select');
      return event.code === NO_LABEL_CARRIER || context.carriers.some((c) => c.code === event.code) ? null : 'CARRIER_UNAVAILABLE';
    }),
    labelCountValid: refusal(({ event }) => {
      assertEvent(event, 'labels.set');
      return isValidLabelCount(event.count) ? null : 'LABEL_COUNT_INVALID';
    }),
    carrierChosen: refusal(({ context }) => (context.selectedCarrier === null ? 'CARRIER_NOT_SELECTED' : null)),
    readyToSubmit: refusal(({ context, event }) => {
      assertEvent(event, 'return.submit');
      return submitProblem(context, event.contact ?? null);
    }),
    // A submission sent again must still be complete: it sends the contact recorded with it.
    // (Only a failed submit is resubmitted; elsewhere return.retry is not this guard's to explain.)
    readyToResubmit: refusal(({ context }) => (context.failedAt === 'submit' ? submitProblem(context, context.contact) : null)),
    failedAt: ({ context }, params: { stage: ReturnsStage }) => context.failedAt === params.stage,
  },
  actions: {
    startLookup: assign(({ context, event }) => {
      assertEvent(event, ['lookup.byOrder', 'lookup.byHash']);
      const lookup =
        event.type === 'lookup.byHash'
          ? ({ kind: 'hash', hash: event.hash } as const)
          : ({ kind: 'order', orderId: event.orderId.trim(), zipCode: event.zipCode.trim() } as const);
      // Spec §4: changing the hash clears the state (an order number lookup is compared when found).
      const base = event.type === 'lookup.byHash' && event.hash !== context.hash ? initialReturnsContext() : context;
      return { ...base, lookup, lookupResult: 'pending' as const, failedAt: null, lastError: null };
    }),
    setOrder: assign(({ context, event }) => {
      assertEvent(event, 'lookup.found');
      const { order } = event;
      const same = order.hash === context.hash;
      const base = same ? context : { ...initialReturnsContext(), lookup: context.lookup };
      // The same order looked up again keeps what is still returnable of the selection.
      const selection = base.selection.filter((s) => order.items.some((i) => i.id === s.id && s.quantity <= returnableOf(i)));
      const nothing = !order.items.some((i) => returnableOf(i) > 0);
      // A dropped item changes the selection: its regulation and carrier were offered for the old one.
      const later = selection.length === base.selection.length ? {} : laterStepsCleared();
      return {
        ...base,
        ...later,
        hash: order.hash,
        order,
        selection,
        ...photosWithout(base, (p) => !selection.some((s) => s.id === p.itemId)),
        lookupResult: nothing ? ('notReturnable' as const) : ('found' as const),
        failedAt: null,
        lastError: nothing ? { code: 'NOT_RETURNABLE' as const, messageKey: NOTHING_RETURNABLE_KEY } : null,
      };
    }),
    recordNotFound: assign(({ event }) => {
      assertEvent(event, 'lookup.notFound');
      return {
        lookupResult: 'notFound' as const,
        failedAt: 'lookup' as const,
        lastError: { code: 'ORDER_NOT_FOUND' as const, messageKey: event.messageKey ?? ORDER_NOT_FOUND_KEY },
      };
    }),
    selectItem: assign(({ context, event }) => {
      assertEvent(event, 'item.select');
      const item = context.order!.items.find((i) => i.id === event.itemId)!;
      const next: SelectedItem = {
        id: item.id,
        lineNo: item.lineNo,
        quantity: event.quantity,
        reason: event.reason ?? null,
        comment: event.comment ?? '',
        components: [...(event.components ?? [])],
      };
      const before = context.selection.find((s) => s.id === item.id);
      const selection = before ? context.selection.map((s) => (s.id === item.id ? next : s)) : [...context.selection, next];
      // Regulations and carriers depend on items, quantities and reasons, not on comments.
      const changed = before === undefined || before.quantity !== next.quantity || before.reason !== next.reason;
      return changed ? { selection, ...laterStepsCleared() } : { selection };
    }),
    deselectItem: assign(({ context, event }) => {
      assertEvent(event, 'item.deselect');
      return {
        selection: context.selection.filter((s) => s.id !== event.itemId),
        ...photosWithout(context, (p) => p.itemId === event.itemId),
        ...laterStepsCleared(),
      };
    }),
    addPhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.add');
      const lineNo = context.selection.find((s) => s.id === event.itemId)!.lineNo;
      const photo: ReturnPhoto = { id: event.photoId, itemId: event.itemId, lineNo, state: 'queued', imageId: null, attempts: 0, messageKey: null };
      return { photos: [...context.photos, photo] };
    }),
    startUpload: assign(({ context, event }) => {
      assertEvent(event, 'photo.uploading');
      return { photos: photoPatch(context, event.photoId, (p) => ({ state: 'uploading', attempts: p.attempts + 1, messageKey: null })) };
    }),
    markUploaded: assign(({ context, event }) => {
      assertEvent(event, 'photo.uploaded');
      return {
        photos: photoPatch(context, event.photoId, () => ({ state: 'uploaded', imageId: event.imageId, messageKey: null })),
        uploadedPhotoCount: context.uploadedPhotoCount + 1,
      };
    }),
    markUploadFailed: assign(({ context, event }) => {
      assertEvent(event, 'photo.failed');
      return { photos: photoPatch(context, event.photoId, () => ({ state: 'failed', messageKey: event.messageKey ?? GENERIC_ERROR_KEY })) };
    }),
    requeuePhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.retry');
      return { photos: photoPatch(context, event.photoId, () => ({ state: 'queued', messageKey: null })) };
    }),
    removePhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.remove');
      return photosWithout(context, (p) => p.id === event.photoId);
    }),
    setRegulations: assign(({ context, event }) => {
      assertEvent(event, 'regulations.loaded');
      const regulations = event.regulations.map((r) => ({ code: r.code, name: r.name }));
      return { regulations, selectedRegulation: preselectRegulation(context.selectedRegulation, regulations) };
    }),
    selectRegulation: assign(({ context, event }) => {
      assertEvent(event, 'regulation.select');
      // Carriers are offered for a regulation: another one must load them again.
      return event.code === context.selectedRegulation ? {} : { selectedRegulation: event.code, carriers: [], selectedCarrier: null };
    }),
    setCarriers: assign(({ context, event }) => {
      assertEvent(event, 'carriers.loaded');
      const carriers = event.carriers.map((c) => ({ code: c.code, name: c.name, priceCents: c.priceCents }));
      return { carriers, selectedCarrier: preselectCarrier(context.selectedCarrier, carriers) };
    }),
    selectCarrier: assign(({ event }) => {
      assertEvent(event, 'carrier.select');
      return { selectedCarrier: event.code };
    }),
    setLabels: assign(({ event }) => {
      assertEvent(event, 'labels.set');
      return { labels: event.count };
    }),
    startSubmission: assign(({ context, event }) => {
      assertEvent(event, 'return.submit');
      const { salutation, firstName, lastName, email, phone } = event.contact;
      return {
        contact: { salutation: salutation ?? '', firstName, lastName, email, phone: phone ?? '' },
        submissionAttempt: context.submissionAttempt + 1,
        failedAt: null,
        lastError: null,
      };
    }),
    setSubmitted: assign(({ event }) => {
      assertEvent(event, 'submit.succeeded');
      return { rma: event.rma, labelUrl: event.labelUrl ?? null, failedAt: null, lastError: null };
    }),
    recordFailure: assign(({ event }, params: { stage: ReturnsStage; code: ReturnsError['code'] }) => {
      assertEvent(event, ['upstream.refused', 'upstream.unavailable']);
      const field = event.type === 'upstream.refused' && event.field ? { field: event.field } : {};
      return { failedAt: params.stage, lastError: { code: params.code, messageKey: event.messageKey ?? GENERIC_ERROR_KEY, ...field } };
    }),
    clearError: assign({ lastError: null }),
    reset: assign(() => initialReturnsContext()),
  },
}).createMachine({
  id: 'returns',
  context: () => initialReturnsContext(),
  type: 'parallel',
  states: {
    flow: {
      initial: 'lookup',
      states: {
        lookup: {
          initial: 'idle',
          on: { ...LOOKUP },
          states: {
            idle: {},
            searching: {
              on: {
                'lookup.found': [
                  { guard: 'nothingReturnable', target: '#returns.flow.failed.notReturnable', actions: 'setOrder' },
                  { target: '#returns.flow.preparing.selection', actions: 'setOrder' },
                ],
                'lookup.notFound': { target: '#returns.flow.failed.orderNotFound', actions: 'recordNotFound' },
                ...upstreamOutcomes('lookup'),
              },
            },
          },
        },
        preparing: {
          initial: 'selection',
          on: { ...LOOKUP, ...RESTART },
          states: {
            selection: {
              on: {
                'item.select': { guard: 'itemSelectable', actions: 'selectItem' },
                'item.deselect': { guard: 'itemSelected', actions: 'deselectItem' },
                // Spec §2: the regulation step needs something selected; comments where the reason asks for one.
                'selection.done': { guard: 'selectionComplete', target: 'regulation', actions: 'clearError' },
              },
            },
            regulation: {
              initial: 'loading',
              on: { 'selection.edit': { target: 'selection' } },
              states: {
                loading: {
                  on: {
                    'regulations.loaded': { target: 'ready', actions: 'setRegulations' },
                    ...upstreamOutcomes('regulation'),
                  },
                },
                ready: {
                  on: {
                    'regulation.select': { guard: 'regulationAvailable', actions: 'selectRegulation' },
                    'regulation.done': { guard: 'regulationChosen', target: '#returns.flow.preparing.carrier' },
                  },
                },
              },
            },
            carrier: {
              initial: 'loading',
              on: {
                'selection.edit': { target: 'selection' },
                'regulation.edit': { target: 'regulation.ready' },
              },
              states: {
                loading: {
                  on: {
                    'carriers.loaded': { target: 'ready', actions: 'setCarriers' },
                    ...upstreamOutcomes('carrier'),
                  },
                },
                ready: {
                  on: {
                    'carrier.select': { guard: 'carrierAvailable', actions: 'selectCarrier' },
                    'labels.set': { guard: 'labelCountValid', actions: 'setLabels' },
                    'carrier.done': { guard: 'carrierChosen', target: '#returns.flow.preparing.confirm' },
                  },
                },
              },
            },
            confirm: {
              on: {
                'selection.edit': { target: 'selection' },
                'regulation.edit': { target: 'regulation.ready' },
                'carrier.edit': { target: 'carrier.ready' },
                'return.submit': { guard: 'readyToSubmit', target: '#returns.flow.submitting', actions: 'startSubmission' },
              },
            },
          },
        },
        submitting: {
          meta: { refuses: 'SUBMISSION_IN_PROGRESS' },
          on: {
            'submit.succeeded': { target: 'submitted', actions: 'setSubmitted' },
            ...upstreamOutcomes('submit'),
          },
        },
        submitted: { type: 'final', meta: { refuses: 'ALREADY_SUBMITTED' } },
        // One child per failure kind, so support can tell them apart; each has a way out.
        failed: {
          initial: 'upstreamUnavailable',
          on: { ...LOOKUP, ...RESTART },
          states: {
            orderNotFound: {},
            notReturnable: {},
            // The upstream refused the input: back to the step that sent it.
            upstreamRefused: {
              on: {
                'return.back': [
                  { guard: failedAt('lookup'), target: '#returns.flow.lookup.idle', actions: 'clearError' },
                  { guard: failedAt('regulation'), target: '#returns.flow.preparing.selection', actions: 'clearError' },
                  { guard: failedAt('carrier'), target: '#returns.flow.preparing.regulation.ready', actions: 'clearError' },
                  { guard: failedAt('submit'), target: '#returns.flow.preparing.confirm', actions: 'clearError' },
                ],
              },
            },
            // The upstream did not answer: the same call again (a submission keeps its attempt, so its
            // job id, and nothing else may change: lookups, restarts and photos are refused).
            upstreamUnavailable: {
              on: {
                'return.retry': [
                  { guard: failedAt('lookup'), target: '#returns.flow.lookup.searching', actions: 'clearError' },
                  { guard: failedAt('regulation'), target: '#returns.flow.preparing.regulation.loading', actions: 'clearError' },
                  { guard: failedAt('carrier'), target: '#returns.flow.preparing.carrier.loading', actions: 'clearError' },
                  { guard: and([failedAt('submit'), 'readyToResubmit']), target: '#returns.flow.submitting', actions: 'clearError' },
                ],
              },
            },
          },
        },
      },
    },
    // Each photo keeps its own state in the context; this region says whether any is on its way
    // (busy) or failed (uploadFailed: retry or remove it), so support sees failed uploads at a glance.
    uploads: {
      initial: 'idle',
      on: {
        'photo.add': { guard: and(['notSubmitting', 'submissionOutcomeKnown', 'photoAddable']), actions: 'addPhoto' },
        'photo.uploading': { guard: 'photoQueued', actions: 'startUpload' },
        'photo.uploaded': { guard: 'photoInFlight', actions: 'markUploaded' },
        'photo.failed': { guard: 'photoInFlight', actions: 'markUploadFailed' },
        'photo.retry': { guard: and(['notSubmitting', 'submissionOutcomeKnown', 'photoRetryable']), actions: 'requeuePhoto' },
        'photo.remove': { guard: and(['notSubmitting', 'submissionOutcomeKnown', 'photoRemovable']), actions: 'removePhoto' },
      },
      states: {
        idle: {
          always: [
            { guard: 'anyPhotoFailed', target: 'uploadFailed' },
            { guard: 'anyPhotoPending', target: 'busy' },
          ],
        },
        busy: {
          always: [
            { guard: 'anyPhotoFailed', target: 'uploadFailed' },
            { guard: not('anyPhotoPending'), target: 'idle' },
          ],
        },
        uploadFailed: {
          always: [
            { guard: and([not('anyPhotoFailed'), 'anyPhotoPending']), target: 'busy' },
            { guard: not('anyPhotoFailed'), target: 'idle' },
          ],
        },
      },
    },
  },
});
