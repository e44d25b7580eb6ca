import { checkQuantity, maxQuantityFor, type QuantityCheck } from '@tafel/domain';
import type { CartOperationInput } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from './catalogue.js';
import type { CartPosition } from './cart-store.js';
import type { ItemRecord } from './types.js';
import { findVoucher, freeArticlePositionId, MAX_VOUCHERS, normalVoucherCode, VOUCHER_CODE_PATTERN, VOUCHER_KEYS } from './vouchers.js';

export interface CartMessageRecord {
  messageKey: string;
  message: string;
  fieldName: string | null;
}

export type OperationsOutcome = { ok: true; positions: CartPosition[]; vouchers: string[] } | { ok: false; messages: CartMessageRecord[] };

/** General failure key of the spec's catalogue (§8); quantity failures use the quantity keys. */
export const SOMETHING_WENT_WRONG = 'vue.cart.error.somethingWentWrong';
export const ORDER_ALREADY_SUBMITTED = 'vue.checkout.error.orderAlreadySubmitted';
export const MAX_OPERATIONS = 50;
export const MAX_POSITIONS = 200;

const OPERATION_FIELDS = ['addPosition', 'removePosition', 'changeQuantity', 'removeVoucher', 'addVoucher'] as const;

const fail = (fieldName: string | null, message: string, messageKey = SOMETHING_WENT_WRONG): CartMessageRecord => ({ messageKey, message, fieldName });

function quantityMessage(check: Exclude<QuantityCheck, { ok: true }>, fieldName: string): CartMessageRecord {
  const text =
    check.reason === 'NOT_A_WHOLE_NUMBER' ? 'Quantity must be a whole number.'
    : check.reason === 'BELOW_MINIMUM' ? `Quantity must be at least ${check.limit}.`
    : `Quantity must be at most ${check.limit}.`;
  return fail(fieldName, text, check.messageKey);
}

interface Env {
  catalogue: Catalogue;
  newId: () => string;
}

interface Draft {
  positions: CartPosition[];
  vouchers: string[];
}

/**
 * Applies the operations to a copy of the positions and voucher codes. Every operation is checked
 * (so the client sees all problems at once); any failure means nothing is written.
 */
export function applyOperations(current: readonly CartPosition[], ops: readonly CartOperationInput[], env: Env, vouchers: readonly string[] = []): OperationsOutcome {
  if (ops.length === 0) return { ok: false, messages: [fail('ops', 'At least one operation is required.')] };
  if (ops.length > MAX_OPERATIONS) return { ok: false, messages: [fail('ops', `At most ${MAX_OPERATIONS} operations are allowed per update.`)] };
  const draft: Draft = { positions: current.map((p) => ({ ...p })), vouchers: [...vouchers] };
  const messages: CartMessageRecord[] = [];
  ops.forEach((op, index) => {
    const message = applyOne(draft, op, `ops.${index}`, env);
    if (message) messages.push(message);
  });
  // A cart emptied by its own update keeps no vouchers: they need articles to apply to.
  if (draft.positions.length === 0) draft.vouchers = [];
  return messages.length > 0 ? { ok: false, messages } : { ok: true, positions: draft.positions, vouchers: draft.vouchers };
}

function applyOne(draft: Draft, op: CartOperationInput, path: string, env: Env): CartMessageRecord | null {
  const set = OPERATION_FIELDS.filter((field) => op[field] !== null && op[field] !== undefined);
  if (set.length !== 1) return fail(path, `Exactly one of ${OPERATION_FIELDS.join(', ')} must be set.`);
  if (op.addPosition) return addPosition(draft.positions, op.addPosition.itemId, op.addPosition.quantity, `${path}.addPosition`, env);
  if (op.changeQuantity) return changeQuantity(draft.positions, op.changeQuantity.positionId, op.changeQuantity.quantity, `${path}.changeQuantity`, env);
  if (op.removePosition) return removePosition(draft.positions, op.removePosition.positionId, `${path}.removePosition`);
  if (op.addVoucher) return addVoucher(draft, op.addVoucher.code, `${path}.addVoucher.code`);
  return removeVoucher(draft, op.removeVoucher?.code ?? '', `${path}.removeVoucher.code`);
}

function addVoucher(draft: Draft, code: string, path: string): CartMessageRecord | null {
  const normal = normalVoucherCode(code);
  if (!VOUCHER_CODE_PATTERN.test(normal) || !findVoucher(normal)) return fail(path, 'This voucher code is not valid.', VOUCHER_KEYS.invalid);
  if (draft.vouchers.includes(normal)) return fail(path, `Voucher "${normal}" is already applied to this cart.`, VOUCHER_KEYS.alreadyApplied);
  if (draft.positions.length === 0) return fail(path, 'A voucher needs articles in the cart.', VOUCHER_KEYS.emptyCart);
  if (draft.vouchers.length >= MAX_VOUCHERS) return fail(path, `A cart takes at most ${MAX_VOUCHERS} vouchers.`, VOUCHER_KEYS.tooMany);
  draft.vouchers.push(normal);
  return null;
}

function removeVoucher(draft: Draft, code: string, path: string): CartMessageRecord | null {
  const normal = normalVoucherCode(code);
  const index = draft.vouchers.indexOf(normal);
  if (index < 0) return fail(path, `No voucher with code "${normal.slice(0, 32)}" is applied to this cart.`, VOUCHER_KEYS.notApplied);
  draft.vouchers.splice(index, 1);
  return null;
}

function addPosition(draft: CartPosition[], itemId: string, quantity: number, path: string, env: Env): CartMessageRecord | null {
  const found = env.catalogue.item(itemId);
  if (!found) return fail(`${path}.itemId`, `Item "${itemId}" does not exist.`);
  if (!found.item.availableForSale) return fail(`${path}.itemId`, `Item "${itemId}" is not available for sale.`);
  const existing = draft.find((p) => p.itemId === itemId);
  if (!existing) {
    const check = checkQuantity(quantity, found.item);
    if (!check.ok) return quantityMessage(check, `${path}.quantity`);
    if (draft.length >= MAX_POSITIONS) return fail(`${path}.itemId`, `A cart holds at most ${MAX_POSITIONS} positions.`);
    draft.push({ id: env.newId(), itemId, quantity });
    return null;
  }
  // Adding an item already in the cart raises that position; the sum must respect the limits.
  const increment = checkQuantity(quantity, { maxQuantity: found.item.maxQuantity });
  if (!increment.ok) return quantityMessage(increment, `${path}.quantity`);
  const total = checkQuantity(existing.quantity + quantity, found.item);
  if (!total.ok) {
    const max = maxQuantityFor(found.item);
    return fail(`${path}.quantity`, `The cart would hold ${existing.quantity + quantity} of item "${itemId}"; at most ${max} are allowed.`, total.messageKey);
  }
  existing.quantity = total.quantity;
  return null;
}

function changeQuantity(draft: CartPosition[], positionId: string, quantity: number, path: string, env: Env): CartMessageRecord | null {
  const position = draft.find((p) => p.id === positionId);
  const item: ItemRecord | undefined = position ? env.catalogue.item(position.itemId)?.item : undefined;
  if (!position || !item) return fail(`${path}.positionId`, `Position "${positionId}" is not in the cart.`);
  const check = checkQuantity(quantity, item);
  if (!check.ok) return quantityMessage(check, `${path}.quantity`);
  position.quantity = check.quantity;
  return null;
}

function removePosition(draft: CartPosition[], positionId: string, path: string): CartMessageRecord | null {
  // Spec §4: a free item tied to a voucher is removed by removing the voucher.
  if (positionId.startsWith(freeArticlePositionId(''))) return fail(path, 'A free article goes with its voucher: remove the voucher instead.', VOUCHER_KEYS.freeItemNotRemovable);
  const index = draft.findIndex((p) => p.id === positionId);
  if (index < 0) return fail(`${path}.positionId`, `Position "${positionId}" is not in the cart.`);
  draft.splice(index, 1);
  return null;
}
