import type { ReturnFlowFieldsFragment } from '@tafel/graphql-schema/storefront';

// Pure helpers of the return pages (issue 25): the flow's snapshot, the photo checks before an
// upload, and the selection form's shape. No server or browser APIs, so both sides and the tests
// use them.

/** The return as every page reads it (the orchestrator's ReturnFlow). */
export type ReturnFlowView = ReturnFlowFieldsFragment;

/** Name of the http-only cookie holding the visitor's return id (the orchestrator's workflow id). */
export const RETURN_COOKIE = 'tafel-return';
/**
 * The cookie lives as long as a return workflow is kept (the orchestrator's return TTL, 30 days
 * like the checkout's): afterwards the id would only answer ReturnNotFoundError.
 */
export const RETURN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Return ids are opaque to us; anything else in the cookie is ignored (it travels on as a variable only). */
const RETURN_ID_PATTERN = /^[A-Za-z0-9_:.-]{1,100}$/;

/** The cookie's value when it can be a return id, else undefined. */
export function returnIdFromCookie(value: string | undefined): string | undefined {
  return value !== undefined && RETURN_ID_PATTERN.test(value) ? value : undefined;
}

/** The thank-you view of a submitted return (our choice: the spec's route table names none). */
export const RETURN_CONFIRMATION_ROUTE = '/myaccount/returns/confirmation';
/** The route handler that looks up the order of a return link (`productselection?order=`) and stores the cookie. */
export const RETURN_OPEN_ROUTE = '/api/returns/open';
/** The storefront's photo upload route (streams the file to the orchestrator). */
export const RETURN_PHOTO_ROUTE = '/api/returns/photos';

/** Photo files the orchestrator takes: PNG or JPEG, at most 5 MB (checked again there by content). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/** The file picker's accept list. */
export const PHOTO_ACCEPT = 'image/png,image/jpeg';

/** Message keys of a photo refused before it is sent (the upstream's own keys). */
export const PHOTO_TYPE_KEY = 'vue.upload.error.fileType';
export const PHOTO_SIZE_KEY = 'vue.upload.error.fileTooLarge';
export const PHOTO_EMPTY_KEY = 'vue.upload.error.invalidFile';

/** Why a picked file is refused before upload (type by the browser's guess, size), or null. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_TYPE_KEY;
  if (file.size === 0) return PHOTO_EMPTY_KEY;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_KEY;
  return null;
}

/** A photo's bytes are PNG or JPEG by their first bytes (the BFF route checks before streaming on). */
export function sniffPhotoType(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (head.length >= 8 && head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47 && head[4] === 0x0d && head[5] === 0x0a && head[6] === 0x1a && head[7] === 0x0a) {
    return 'image/png';
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** A photo is still on its way (the page polls the flow while one is). */
export function photosPending(flow: Pick<ReturnFlowView, 'photos'>): boolean {
  return flow.photos.some((p) => p.state === 'QUEUED' || p.state === 'UPLOADING');
}

/** The machine's persisted snapshot inside ReturnFlow.snapshot, in the shape restoreReturn takes. */
export function persistedOf(flow: Pick<ReturnFlowView, 'snapshot' | 'machineVersion'>): { version: number; snapshot: { context: unknown; status: string } & Record<string, unknown> } {
  const parsed = JSON.parse(flow.snapshot) as Record<string, unknown>;
  // Either the bare XState snapshot or the kit's { version, snapshot } envelope.
  if (typeof parsed.version === 'number' && typeof parsed.snapshot === 'object' && parsed.snapshot !== null) {
    return parsed as ReturnType<typeof persistedOf>;
  }
  return { version: flow.machineVersion, snapshot: parsed as ReturnType<typeof persistedOf>['snapshot'] };
}

/** One item of the selection form as the shopper filled it. */
export interface SelectionFormItem {
  itemId: string;
  selected: boolean;
  /** As typed: checked against 1..returnable before anything is sent. */
  quantity: string;
  reason: string;
  comment: string;
  components: string[];
}

/** The form's start: what the workflow holds, every other returnable item unselected with quantity 1. */
export function initialSelectionForm(flow: Pick<ReturnFlowView, 'order' | 'selection'>): SelectionFormItem[] {
  return (flow.order?.items ?? [])
    .filter((item) => Math.min(item.returnableQuantity, item.shippedQuantity) > 0)
    .map((item) => {
      const saved = flow.selection.find((s) => s.itemId === item.id);
      return {
        itemId: item.id,
        selected: saved !== undefined,
        quantity: String(saved?.quantity ?? 1),
        reason: saved?.reason ?? '',
        comment: saved?.comment ?? '',
        components: [...(saved?.components ?? [])],
      };
    });
}

/** The whole number typed, or NaN (the machine refuses it as QUANTITY_INVALID). */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The selected items as saveReturnSelection takes them. */
export function selectionInput(form: readonly SelectionFormItem[]): { itemId: string; quantity: number; reason: string | null; comment: string; components: string[] }[] {
  return form
    .filter((item) => item.selected)
    .map((item) => ({
      itemId: item.itemId,
      quantity: parseQuantity(item.quantity),
      reason: item.reason === '' ? null : item.reason,
      comment: item.comment,
      components: item.components,
    }));
}

/** The route of the page for a flow's phase (where a shopper who reloads belongs). */
export function routeOfPhase(flow: Pick<ReturnFlowView, 'phase' | 'hash'> & Partial<Pick<ReturnFlowView, 'snapshot' | 'machineVersion'>>): string {
  switch (flow.phase) {
    case 'SELECTION':
      return flow.hash ? productSelectionPath(flow.hash) : '/myaccount/returns';
    case 'REGULATION':
      return '/myaccount/returns/regulations';
    case 'CARRIER':
      return '/myaccount/returns/carrier';
    case 'CONFIRM':
    case 'SUBMITTING':
      return '/myaccount/returns/confirm';
    case 'SUBMITTED':
      return RETURN_CONFIRMATION_ROUTE;
    case 'FAILED':
      return flow.snapshot === undefined ? '/myaccount/returns' : routeOfFailure(flow as Pick<ReturnFlowView, 'hash' | 'snapshot' | 'machineVersion'>);
    default:
      return '/myaccount/returns';
  }
}

const productSelectionPath = (hash: string): string => `/myaccount/returns/productselection?order=${encodeURIComponent(hash)}`;

/** A failed return's page is the one of the step that failed: it shows the failure with its ways out. */
function routeOfFailure(flow: Pick<ReturnFlowView, 'hash' | 'snapshot' | 'machineVersion'>): string {
  const context = persistedOf({ snapshot: flow.snapshot, machineVersion: flow.machineVersion ?? 0 }).snapshot.context as {
    failedAt?: string | null;
    lookup?: { kind: string; hash?: string } | null;
  };
  switch (context.failedAt) {
    case 'regulation':
      return '/myaccount/returns/regulations';
    case 'carrier':
      return '/myaccount/returns/carrier';
    case 'submit':
      return '/myaccount/returns/confirm';
    case 'lookup': {
      // A return link's lookup fails on its item selection page (with retry); a typed one on the lookup form.
      const hash = context.lookup?.kind === 'hash' ? context.lookup.hash : undefined;
      return hash ? productSelectionPath(hash) : '/myaccount/returns';
    }
    default:
      return flow.hash ? productSelectionPath(flow.hash) : '/myaccount/returns';
  }
}

/** Label count from a form field: a whole number 0..10, else null. */
export function parseLabelCount(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{1,2}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 0 && value <= 10 ? value : null;
}

/**
 * Whether the return is about the order of this hash: its order's, or the hash its last lookup
 * asked for (a lookup that found nothing keeps no order, and the gate sends the visitor back).
 */
export function returnLookedUpFor(context: { lookup: { kind: string; hash?: string } | null }, flow: Pick<ReturnFlowView, 'hash'>, hash: string): boolean {
  if (hash === '') return false;
  return flow.hash === hash || (context.lookup?.kind === 'hash' && context.lookup.hash === hash);
}

/** "Bitte warten Sie 40 Sekunden" up to two minutes, then whole minutes (rounded up). */
export function rateLimitedText(message: (key: string, params?: Record<string, string | number>) => string, seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return message('tafel.returns.rateLimited');
  return seconds < 120 ? message('tafel.returns.rateLimited', { seconds: Math.ceil(seconds) }) : message('tafel.returns.rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) });
}

/** One selected item as saveSelectionAction takes it (the browser's argument, checked by selectionArgument). */
export interface SelectionItemInput {
  itemId: string;
  quantity: number;
  reason: string | null;
  comment: string;
  components: string[];
}

/** The most items a selection may hold (an order's lines are far fewer). */
export const MAX_SELECTION_ITEMS = 50;
const ITEM_TEXT_MAX = 100;
// Longer than the machine's comment limit, so that one is refused by the machine, at its field.
const COMMENT_ARGUMENT_MAX = 10_000;
const MAX_COMPONENTS = 50;

const shortText = (value: unknown): value is string => typeof value === 'string' && value.length <= ITEM_TEXT_MAX;

/**
 * A server action's argument is whatever the client sent: the selection as saveReturnSelection
 * takes it (an array of at most MAX_SELECTION_ITEMS items with fields of the expected types, extra
 * fields dropped), or null for anything else.
 */
export function selectionArgument(value: unknown): SelectionItemInput[] | null {
  if (!Array.isArray(value) || value.length > MAX_SELECTION_ITEMS) return null;
  const items: SelectionItemInput[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
    const { itemId, quantity, reason, comment, components } = entry as Record<string, unknown>;
    if (!shortText(itemId) || itemId === '') return null;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > 9999) return null;
    if (reason !== null && !shortText(reason)) return null;
    if (typeof comment !== 'string' || comment.length > COMMENT_ARGUMENT_MAX) return null;
    if (!Array.isArray(components) || components.length > MAX_COMPONENTS || !components.every(shortText)) return null;
    items.push({ itemId, quantity, reason, comment, components: [...components] });
  }
  return items;
}

/** A photo id argument of a server action (the orchestrator's photo ids), or null. */
export function photoIdArgument(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}
