import { AddressKeys, addressFormProblems, packstationFormProblems, ValidationKeys, type AddressFieldProblem } from '@tafel/domain';
import type { CheckoutAddressInput, CheckoutPackstationInput, FieldError, SaveAddressInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { isSafeId } from '../../common/ids.js';
import { fieldError } from '../../request/index.js';

/** A checked saveAddress input: what to add or edit, in which book. */
export type SaveAddressRequest =
  | { kind: 'billing' | 'shipping'; addressId: string | null; form: CheckoutAddressInput }
  | { kind: 'packstation'; addressId: string | null; form: CheckoutPackstationInput };

export type SaveAddressCheck = { ok: true; request: SaveAddressRequest } | { ok: false; errors: FieldError[] } | { ok: false; unknownId: true };

const toErrors = (form: 'address' | 'packstation', problems: AddressFieldProblem[]): FieldError[] =>
  problems.map((p) => fieldError(`${form}.${p.field}`, p.messageKey, `${form}.${p.field}: ${p.messageKey}`, p.params));

/**
 * Checks a saveAddress input with the shop's address rules before anything is called: billing and
 * shipping take `address`, packstation takes `packstation` (the other must be absent); every
 * field problem is named at once, on the form's field names. A malformed addressId cannot be
 * one of the customer's: it is answered like an unknown one.
 */
export function saveAddressRequest(input: SaveAddressInput): SaveAddressCheck {
  const addressId = input.addressId ?? null;
  if (addressId !== null && !isSafeId(addressId)) return { ok: false, unknownId: true };
  const [wanted, other] = input.kind === 'packstation' ? (['packstation', 'address'] as const) : (['address', 'packstation'] as const);
  const errors: FieldError[] = [];
  if (input[other]) errors.push(fieldError(other, AddressKeys.invalidOption, `${other} does not belong to a ${input.kind} address`));
  if (!input[wanted]) errors.push(fieldError(wanted, ValidationKeys.required, `${wanted} is required for a ${input.kind} address`));
  if (errors.length) return { ok: false, errors };
  if (input.kind === 'packstation') {
    const form = input.packstation as CheckoutPackstationInput;
    const problems = toErrors('packstation', packstationFormProblems(form));
    return problems.length ? { ok: false, errors: problems } : { ok: true, request: { kind: 'packstation', addressId, form } };
  }
  const form = input.address as CheckoutAddressInput;
  const problems = toErrors('address', addressFormProblems(form));
  return problems.length ? { ok: false, errors: problems } : { ok: true, request: { kind: input.kind, addressId, form } };
}
