import { email, firstProblem, maxLength, required, type FieldProblem, type FieldValidator } from '@tafel/domain';
import type {
  ReturnContact,
  ReturnPayload,
  ReturnPhoto,
  ReturnsContext,
  ReturnsEvent,
  ReturnsGuardReason,
  SelectedItem,
} from './returns.types.js';

// The return rules as pure functions of the context: the machine's guards, whyNot and the route
// gate all read these, so "may I?" and "why not?" cannot drift apart.

/** Photos per return: the upstream's limit per hash. */
export const MAX_PHOTOS_PER_RETURN = 20;
/** Photos per order line: the upstream accepts at most 5 image ids per item. */
export const MAX_PHOTOS_PER_ITEM = 5;
/** Upstream limit of the additionalInfo comment. */
export const MAX_COMMENT_LENGTH = 1000;
/** Labels the upstream prints at most; spec §9: default 1, §5: 0 means no carrier and no labels. */
export const MAX_LABELS = 10;
export const DEFAULT_LABELS = 1;
/** Carrier code of "no label, the customer ships at their own cost". */
export const NO_LABEL_CARRIER = 'nolabel';

/** Upstream input limits of a lookup: order number 1..64, postcode 1..10, hash 1..64 of [A-Za-z0-9_-]. */
const HASH_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether a hash has the shape the upstream accepts. */
export function isValidHash(hash: unknown): hash is string {
  return typeof hash === 'string' && HASH_PATTERN.test(hash);
}

/** Why a lookup's input cannot be sent, or null. */
export function lookupInputProblem(event: ReturnsEvent): ReturnsGuardReason | null {
  if (event.type === 'lookup.byHash') return isValidHash(event.hash) ? null : 'LOOKUP_INPUT_INVALID';
  if (event.type === 'lookup.byOrder') {
    const orderId = typeof event.orderId === 'string' ? event.orderId.trim() : '';
    const zipCode = typeof event.zipCode === 'string' ? event.zipCode.trim() : '';
    return orderId.length >= 1 && orderId.length <= 64 && zipCode.length >= 1 && zipCode.length <= 10 ? null : 'LOOKUP_INPUT_INVALID';
  }
  return null;
}

/** What may still be returned of a line: never more than was shipped. */
export function returnableOf(item: { returnableQuantity: number; shippedQuantity: number }): number {
  return Math.min(item.returnableQuantity, item.shippedQuantity);
}

/** Why this item.select cannot be taken (unknown item, quantity, reason, comment length, components), or null. */
export function itemSelectionProblem(context: ReturnsContext, event: Extract<ReturnsEvent, { type: 'item.select' }>): ReturnsGuardReason | null {
  const item = context.order?.items.find((i) => i.id === event.itemId);
  if (item === undefined || returnableOf(item) < 1) return 'ITEM_UNKNOWN';
  if (!Number.isInteger(event.quantity) || event.quantity < 1) return 'QUANTITY_INVALID';
  if (event.quantity > returnableOf(item)) return 'QUANTITY_EXCEEDS_RETURNABLE';
  const reasonCode = event.reason ?? null;
  const reason = reasonCode === null ? null : item.reasons.find((r) => r.code === reasonCode);
  if (reason === undefined) return 'REASON_UNKNOWN';
  // The upstream measures the trimmed comment.
  if ((event.comment ?? '').trim().length > MAX_COMMENT_LENGTH) return 'COMMENT_TOO_LONG';
  const components = event.components ?? [];
  // The upstream refuses a component it does not offer, and one named twice.
  const unknown = components.some((c) => reason === null || !reason.components.includes(c));
  if (unknown || new Set(components).size !== components.length) return 'COMPONENT_UNKNOWN';
  return null;
}

function reasonOf(context: ReturnsContext, selected: SelectedItem) {
  return context.order?.items.find((i) => i.id === selected.id)?.reasons.find((r) => r.code === selected.reason);
}

/** Why item selection cannot be left yet (spec §2: regulations need something selected), or null. */
export function selectionProblem(context: ReturnsContext): ReturnsGuardReason | null {
  if (context.order === null || context.selection.length === 0) return 'NOTHING_SELECTED';
  for (const selected of context.selection) {
    const reason = reasonOf(context, selected);
    if (reason === undefined) return 'REASON_REQUIRED';
    if (reason.comment && selected.comment.trim() === '') return 'COMMENT_REQUIRED';
  }
  return null;
}

/** Photos of one item. */
export function photosOf(context: ReturnsContext, itemId: string): ReturnPhoto[] {
  return context.photos.filter((p) => p.itemId === itemId);
}

/**
 * Photo slots taken: every photo uploaded so far (the upstream keeps removed ones against its
 * limit) and every photo still queued, uploading or failed.
 */
export function photoSlotsUsed(context: ReturnsContext): number {
  return context.uploadedPhotoCount + context.photos.filter((p) => p.state !== 'uploaded').length;
}

/** Why photo.add is refused, or null. */
export function photoAddProblem(context: ReturnsContext, event: Extract<ReturnsEvent, { type: 'photo.add' }>): ReturnsGuardReason | null {
  if (context.rma !== null) return 'ALREADY_SUBMITTED';
  if (!context.selection.some((s) => s.id === event.itemId)) return 'ITEM_NOT_SELECTED';
  if (typeof event.photoId !== 'string' || event.photoId === '' || context.photos.some((p) => p.id === event.photoId)) return 'PHOTO_ID_TAKEN';
  if (photoSlotsUsed(context) >= MAX_PHOTOS_PER_RETURN) return 'PHOTO_LIMIT_REACHED';
  if (photosOf(context, event.itemId).length >= MAX_PHOTOS_PER_ITEM) return 'ITEM_PHOTO_LIMIT_REACHED';
  return null;
}

/** Why a photo may not move to `to` (the photo's own chart), or null. */
export function photoStepProblem(context: ReturnsContext, photoId: string, from: readonly ReturnPhoto['state'][]): ReturnsGuardReason | null {
  const photo = context.photos.find((p) => p.id === photoId);
  if (photo === undefined) return 'PHOTO_UNKNOWN';
  return from.includes(photo.state) ? null : 'PHOTO_STATE_CONFLICT';
}

/** A photo is queued or uploading. */
export function anyPhotoPending(context: ReturnsContext): boolean {
  return context.photos.some((p) => p.state === 'queued' || p.state === 'uploading');
}

/** A photo failed and was neither retried nor removed. */
export function anyPhotoFailed(context: ReturnsContext): boolean {
  return context.photos.some((p) => p.state === 'failed');
}

/**
 * Why the photos keep the return from being confirmed, or null: an item whose reason requires a
 * photo has none uploaded (still uploading, failed, or none at all), or any photo is still on its way.
 */
export function photoProblem(context: ReturnsContext): ReturnsGuardReason | null {
  for (const selected of context.selection) {
    if (!reasonOf(context, selected)?.image) continue;
    const photos = photosOf(context, selected.id);
    if (photos.some((p) => p.state === 'uploaded')) continue;
    if (photos.some((p) => p.state === 'queued' || p.state === 'uploading')) return 'PHOTO_UPLOADING';
    return photos.some((p) => p.state === 'failed') ? 'PHOTO_FAILED' : 'PHOTO_REQUIRED';
  }
  if (anyPhotoPending(context)) return 'PHOTO_UPLOADING';
  if (anyPhotoFailed(context)) return 'PHOTO_FAILED';
  return null;
}

/** Upstream limits of the confirm form. */
export const CONTACT_LIMITS = { name: 60, salutation: 20, phone: 30 } as const;
/** The upstream's key for a phone with other characters than digits, '+', '-' and spaces. */
export const PHONE_INCORRECT_KEY = 'vue.form.error.phone.incorrect';
const phoneCharacters: FieldValidator = (value) => (/^[\d+\- ]*$/.test(value) ? null : { messageKey: PHONE_INCORRECT_KEY });

/** The problem of every confirm field that has one (spec §5 validators; limits of the upstream). */
export function contactProblems(contact: Partial<ReturnContact> | null | undefined): Partial<Record<keyof ReturnContact, FieldProblem>> {
  const value = (field: keyof ReturnContact): string => {
    const raw = contact?.[field];
    return typeof raw === 'string' ? raw : '';
  };
  const problems: Partial<Record<keyof ReturnContact, FieldProblem>> = {};
  const check = (field: keyof ReturnContact, validators: Parameters<typeof firstProblem>[1]) => {
    const problem = firstProblem(value(field), validators);
    if (problem) problems[field] = problem;
  };
  check('salutation', [maxLength(CONTACT_LIMITS.salutation)]);
  check('firstName', [required, maxLength(CONTACT_LIMITS.name)]);
  check('lastName', [required, maxLength(CONTACT_LIMITS.name)]);
  // As the upstream checks them: the e-mail trimmed, the phone's length before its characters.
  const problem = firstProblem(value('email').trim(), [required, email]);
  if (problem) problems.email = problem;
  check('phone', [maxLength(CONTACT_LIMITS.phone), phoneCharacters]);
  return problems;
}

/**
 * Whether a submission ended without an answer (failed.upstreamUnavailable after the submit): the
 * upstream may have filed it. A refusal (upstreamRefused) filed nothing and is not meant here.
 */
export function submissionOutcomeUnknown(context: Pick<ReturnsContext, 'failedAt' | 'lastError'>): boolean {
  return context.failedAt === 'submit' && context.lastError?.code === 'UPSTREAM_UNAVAILABLE';
}

/**
 * Why the return cannot be submitted, or null: the steps in their order (selection, regulation,
 * carrier), then the photos, then the contact of the event.
 */
export function submitProblem(context: ReturnsContext, contact: ReturnContact | null): ReturnsGuardReason | null {
  if (context.rma !== null) return 'ALREADY_SUBMITTED';
  const selection = selectionProblem(context);
  if (selection !== null) return selection;
  if (context.selectedRegulation === null) return 'REGULATION_NOT_SELECTED';
  if (context.selectedCarrier === null) return 'CARRIER_NOT_SELECTED';
  const photos = photoProblem(context);
  if (photos !== null) return photos;
  return Object.keys(contactProblems(contact)).length === 0 ? null : 'CONTACT_INVALID';
}

/** Whether a label count is one the upstream accepts (0 to 10, whole). */
export function isValidLabelCount(count: unknown): count is number {
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= MAX_LABELS;
}

/** The regulation to preselect from a fresh list: the current one while still offered, else the first (spec §4). */
export function preselectRegulation(current: string | null, regulations: readonly { code: string }[]): string | null {
  if (current !== null && regulations.some((r) => r.code === current)) return current;
  return regulations[0]?.code ?? null;
}

/** The carrier to preselect: the current one while still offered, else the first, or nolabel when none (spec §4). */
export function preselectCarrier(current: string | null, carriers: readonly { code: string }[]): string {
  if (current !== null && (current === NO_LABEL_CARRIER || carriers.some((c) => c.code === current))) return current;
  return carriers[0]?.code ?? NO_LABEL_CARRIER;
}

/**
 * The submitReturnOrder payload (spec §3 Submitted payload), or null while the return is not
 * complete. A label count of 0 sends no carrier and no labels (spec §5); nolabel sends no labels.
 */
export function returnPayload(context: ReturnsContext): ReturnPayload | null {
  const { order, contact, selectedRegulation, selectedCarrier } = context;
  if (order === null || contact === null || selectedRegulation === null || selectedCarrier === null) return null;
  const items: ReturnPayload['items'] = [];
  for (const s of context.selection) {
    if (s.reason === null) return null;
    items.push({
      id: s.id,
      lineNo: s.lineNo,
      quantity: s.quantity,
      reason: s.reason,
      additionalInfo: s.comment.trim() === '' ? null : s.comment.trim(),
      images: photosOf(context, s.id).flatMap((p) => (p.state === 'uploaded' && p.imageId !== null ? [p.imageId] : [])),
      components: [...s.components],
    });
  }
  const noLabels = context.labels === 0 || selectedCarrier === NO_LABEL_CARRIER;
  const optional = (v: string): string | null => (v.trim() === '' ? null : v.trim());
  return {
    hash: order.hash,
    orderId: order.orderId,
    salesOrderNo: order.salesOrderNo,
    regulation: selectedRegulation,
    items,
    carrier: context.labels === 0 ? null : selectedCarrier,
    labels: noLabels ? 0 : context.labels,
    contact: {
      salutation: optional(contact.salutation),
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      email: contact.email.trim(),
      phone: optional(contact.phone),
    },
  };
}
