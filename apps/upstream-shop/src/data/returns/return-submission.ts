import { email, firstProblem, maxLength, required, type FieldValidator } from '@tafel/domain';
import type { OrderItemRecord, OrderRecord } from '../orders/order-types.js';
import type { IllustrationKind } from '../types.js';
import { NO_LABEL, type ReturnCarrierDef } from './carriers.js';
import { problem, RETURN_MESSAGES, type ReturnProblem } from './return-messages.js';
import { componentsFor } from './return-reasons.js';
import { checkSelection, type ResolvedItem } from './return-selection.js';
import type { ReturnContactRecord, ReturnedItemRecord, ReturnImageRecord } from './return-types.js';

/** The submitted return as clients send it (spec §3: hash, orderId, salesOrderNo, regulation, items, carrier, labels, contact). */
export interface ReturnSubmission {
  hash: string;
  orderId: string;
  salesOrderNo: string;
  regulation: string;
  items: ReadonlyArray<{
    id: string;
    lineNo: number;
    quantity: number;
    reason: string;
    additionalInfo?: string | null;
    images?: readonly string[] | null;
    components?: readonly string[] | null;
  }>;
  carrier?: string | null;
  labels?: number | null;
  contact: { salutation?: string | null; firstName: string; lastName: string; email: string; phone?: string | null };
}

/** Limits of the free-text and list inputs (the spec gives none; documented in the SDL). */
export const RETURN_LIMITS = { comment: 1000, imagesPerItem: 5, maxLabels: 10, name: 60, salutation: 20, phone: 30 } as const;
export const DEFAULT_LABELS = 1;

export interface CheckedReturn {
  regulation: string;
  carrier: ReturnCarrierDef | null;
  labels: number;
  items: ReturnedItemRecord[];
  contact: ReturnContactRecord;
}

export interface SubmissionContext {
  order: OrderRecord;
  now: number;
  kindOf: (line: OrderItemRecord) => IllustrationKind | undefined;
  image: (imageId: string) => ReturnImageRecord | undefined;
}

type Outcome<T> = { ok: true; value: T } | ({ ok: false } & ReturnProblem);
const fail = (key: string, field: string | null): { ok: false } & ReturnProblem => ({ ok: false, ...problem(key, field) });
const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

function checkItemDetails(entry: ReturnSubmission['items'][number], item: ResolvedItem, at: string, hash: string, ctx: SubmissionContext): Outcome<ReturnedItemRecord> {
  if (entry.lineNo !== item.line.lineNo) return fail(RETURN_MESSAGES.invalidSelection, `${at}.lineNo`);
  const comment = blankToNull(entry.additionalInfo);
  const tooLong = comment ? maxLength(RETURN_LIMITS.comment)(comment) : null;
  if (tooLong) return fail(tooLong.messageKey, `${at}.additionalInfo`);
  if (item.reason.comment && !comment) return fail(RETURN_MESSAGES.commentRequired, `${at}.additionalInfo`);
  const imageIds = [...(entry.images ?? [])];
  if (imageIds.length > RETURN_LIMITS.imagesPerItem || new Set(imageIds).size !== imageIds.length) return fail(RETURN_MESSAGES.invalidImage, `${at}.images`);
  for (const imageId of imageIds) {
    const image = ctx.image(imageId);
    // Only photos uploaded for this return and this very line count; others are someone else's.
    if (!image || image.hash !== hash || image.lineNo !== item.line.lineNo) return fail(RETURN_MESSAGES.invalidImage, `${at}.images`);
  }
  if (item.reason.image && imageIds.length === 0) return fail(RETURN_MESSAGES.imageRequired, `${at}.images`);
  const components = [...(entry.components ?? [])];
  const offered = componentsFor(item.reason, item.kind);
  if (new Set(components).size !== components.length || components.some((c) => !offered.includes(c))) return fail(RETURN_MESSAGES.invalidComponent, `${at}.components`);
  return {
    ok: true,
    value: { itemId: item.line.itemId, lineNo: item.line.lineNo, quantity: item.quantity, reason: item.reason.code, additionalInfo: comment, imageIds, components },
  };
}

const phone: FieldValidator = (value) => (/^[\d+\- ]*$/.test(value) ? null : { messageKey: RETURN_MESSAGES.phoneIncorrect });

function checkContact(contact: ReturnSubmission['contact']): Outcome<ReturnContactRecord> {
  const rules: Array<[keyof ReturnSubmission['contact'], string, FieldValidator[]]> = [
    ['salutation', contact.salutation ?? '', [maxLength(RETURN_LIMITS.salutation)]],
    ['firstName', contact.firstName, [required, maxLength(RETURN_LIMITS.name)]],
    ['lastName', contact.lastName, [required, maxLength(RETURN_LIMITS.name)]],
    ['email', contact.email.trim(), [required, email]],
    ['phone', contact.phone ?? '', [maxLength(RETURN_LIMITS.phone), phone]],
  ];
  for (const [name, value, validators] of rules) {
    const found = firstProblem(value, validators);
    if (found) return fail(found.messageKey, `contact.${name}`);
  }
  return {
    ok: true,
    value: {
      salutation: blankToNull(contact.salutation),
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      email: contact.email.trim(),
      phone: blankToNull(contact.phone),
    },
  };
}

/** Checks the whole submission against the order; nothing is recorded here. */
export function checkSubmission(data: ReturnSubmission, ctx: SubmissionContext): Outcome<CheckedReturn> {
  const { order } = ctx;
  if (data.orderId !== order.orderId || data.salesOrderNo !== order.salesOrderNo) return fail(RETURN_MESSAGES.orderNotFound, 'orderId');
  const selected = checkSelection(order, data.items, ctx.now, ctx.kindOf, 'items');
  if (!selected.ok) return selected;
  const items: ReturnedItemRecord[] = [];
  for (const [index, item] of selected.selection.items.entries()) {
    const entry = data.items[index];
    if (!entry) return fail(RETURN_MESSAGES.invalidSelection, `items.${index}`);
    const checked = checkItemDetails(entry, item, `items.${index}`, data.hash, ctx);
    if (!checked.ok) return checked;
    items.push(checked.value);
  }
  if (!selected.selection.regulations.some((r) => r.code === data.regulation)) return fail(RETURN_MESSAGES.invalidRegulation, 'regulation');
  const labels = data.labels ?? DEFAULT_LABELS;
  if (!Number.isInteger(labels) || labels < 0 || labels > RETURN_LIMITS.maxLabels) return fail(RETURN_MESSAGES.invalidLabels, 'labels');
  // Spec §5: a label count of 0 means no carrier and no labels; "nolabel" or no carrier means no label.
  const wantsLabel = labels > 0 && data.carrier != null && data.carrier !== NO_LABEL;
  const carrier = wantsLabel ? selected.selection.carriers.find((c) => c.code === data.carrier && c.code !== NO_LABEL) : null;
  if (wantsLabel && !carrier) return fail(RETURN_MESSAGES.invalidCarrier, 'carrier');
  const contact = checkContact(data.contact);
  if (!contact.ok) return contact;
  return { ok: true, value: { regulation: data.regulation, carrier: carrier ?? null, labels: carrier ? labels : 0, items, contact: contact.value } };
}

/** Canonical form of a submission: the same return sent twice gives the same key (idempotent submit). */
export function submissionKey(data: ReturnSubmission): string {
  const items = [...data.items]
    .map((i) => [i.id, i.lineNo, i.quantity, i.reason, blankToNull(i.additionalInfo), [...(i.images ?? [])].sort(), [...(i.components ?? [])].sort()])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  const c = data.contact;
  const contact = [blankToNull(c.salutation), c.firstName.trim(), c.lastName.trim(), c.email.trim().toLowerCase(), blankToNull(c.phone)];
  return JSON.stringify([data.orderId, data.salesOrderNo, data.regulation, items, data.carrier ?? null, data.labels ?? DEFAULT_LABELS, contact]);
}
