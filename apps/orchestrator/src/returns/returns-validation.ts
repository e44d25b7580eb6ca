import { firstProblem, maxLength, required, type FieldProblem } from '@tafel/domain';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import {
  contactProblems,
  GENERIC_ERROR_KEY,
  isValidHash,
  messageKeyForReason,
  ORDER_NOT_FOUND_KEY,
  type ReturnContact,
  type ReturnsGuardReason,
} from '@tafel/returns-machine';
import { fieldError } from '../request/index.js';

const asFieldError = (field: string, problem: FieldProblem): FieldError => fieldError(field, problem.messageKey, `${field}: ${problem.messageKey}`, problem.params ?? {});

/** The lookup form's problems (spec §4 Returns lookup; the upstream's limits): either order number and postcode, or a hash. */
export function lookupErrors(input: { orderId?: string | null; zipCode?: string | null; hash?: string | null }): FieldError[] {
  const hash = input.hash ?? null;
  if (hash !== null) {
    if (input.orderId != null || input.zipCode != null) return [fieldError('hash', GENERIC_ERROR_KEY, 'Send either hash, or orderId and zipCode, not both')];
    return isValidHash(hash) ? [] : [fieldError('hash', ORDER_NOT_FOUND_KEY, 'hash must be 1 to 64 of A-Z a-z 0-9 - _')];
  }
  const errors: FieldError[] = [];
  const orderId = firstProblem((input.orderId ?? '').trim(), [required, maxLength(64)]);
  if (orderId) errors.push(asFieldError('orderId', orderId));
  const zipCode = firstProblem((input.zipCode ?? '').trim(), [required, maxLength(10)]);
  if (zipCode) errors.push(asFieldError('zipCode', zipCode));
  return errors;
}

/** The confirm form's problems, each at its field (contact.firstName, ...). */
export function contactErrors(contact: Partial<ReturnContact>): FieldError[] {
  return Object.entries(contactProblems(contact)).map(([field, problem]) => asFieldError(`contact.${field}`, problem));
}

const ITEM_FIELDS: Partial<Record<ReturnsGuardReason, string>> = {
  ITEM_UNKNOWN: 'itemId',
  QUANTITY_INVALID: 'quantity',
  QUANTITY_EXCEEDS_RETURNABLE: 'quantity',
  REASON_UNKNOWN: 'reason',
  REASON_REQUIRED: 'reason',
  COMMENT_TOO_LONG: 'comment',
  COMMENT_REQUIRED: 'comment',
  COMPONENT_UNKNOWN: 'components',
};

/** A machine refusal of one selected item (index `index` of the input) as an error at its field, or null when it is not about one item's input. */
export function itemFieldError(index: number, reason: ReturnsGuardReason): FieldError | null {
  const field = ITEM_FIELDS[reason];
  return field === undefined ? null : fieldError(`items.${index}.${field}`, messageKeyForReason(reason) ?? GENERIC_ERROR_KEY, `items.${index}.${field}: ${reason}`, { reason });
}
