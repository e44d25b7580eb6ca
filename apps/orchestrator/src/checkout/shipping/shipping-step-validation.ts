import type { CheckoutSession } from '@tafel/checkout-machine';
import {
  addressFormProblems,
  CONTACT_PHONE_RULES,
  email,
  firstProblem,
  ORDER_REFERENCE_RULES,
  packstationFormProblems,
  password,
  required,
  SpeditionKeys,
  speditionFieldRules,
  ValidationKeys,
  type AddressFieldProblem,
  type FieldValidator,
  type LoginOption,
} from '@tafel/domain';
import type { FieldError, SaveShippingStepInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { badUserInput } from '../../common/app-error.js';
import { isSafeId } from '../../common/ids.js';
import { fieldError } from '../../request/index.js';
import type { ShippingStepDetails } from '../upstream/checkout-upstream.js';

// No form sends more than this in one text field: longer values are a client bug, not a typo.
const MAX_TEXT = 1000;
const SHIPPER_CODE = /^[a-z0-9_-]{1,30}$/;

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${path}[${i}]`);
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key);
}

/** Shape checks no form can fail: over-long texts, malformed ids and codes → BAD_USER_INPUT, nothing called. */
export function checkShippingInputShape(input: SaveShippingStepInput): void {
  for (const [path, text] of strings(input, '')) {
    if (text.length > MAX_TEXT) throw badUserInput(`${path} must be at most ${MAX_TEXT} characters`);
  }
  for (const name of ['billingAddressId', 'shippingAddressId', 'packstationId'] as const) {
    const id = input[name];
    if (id !== null && id !== undefined && !isSafeId(id)) throw badUserInput(`${name} must be 1-64 characters of A-Z a-z 0-9 - _`);
  }
  if (input.shipperCode !== null && input.shipperCode !== undefined && !SHIPPER_CODE.test(input.shipperCode)) {
    throw badUserInput('shipperCode must be a shipper code such as dhl (1-30 of a-z 0-9 _ -)');
  }
  if ((input.speditionFields?.length ?? 0) > 20) throw badUserInput('speditionFields must hold at most 20 fields');
}

const toErrors = (form: string, problems: AddressFieldProblem[]): FieldError[] =>
  problems.map((p) => fieldError(`${form}.${p.field}`, p.messageKey, `${form}.${p.field}: ${p.messageKey}`, p.params));

function check(errors: FieldError[], field: string, value: string | null | undefined, rules: readonly FieldValidator[]): void {
  const problem = firstProblem((value ?? '').trim(), rules);
  if (problem) errors.push(fieldError(field, problem.messageKey, `${field}: ${problem.messageKey}`, problem.params));
}

export interface ShippingFormContext {
  session: CheckoutSession;
  loginOption: LoginOption | null;
}

/**
 * The shipping step's validators, all run in form order (spec §5: validators run in order; the
 * view scrolls to the first invalid field). Visitors without a session fill the forms (they have
 * no address book yet) and give the e-mail for the checkout-auth call, plus a password to register.
 */
export function shippingFormErrors(input: SaveShippingStepInput, context: ShippingFormContext): FieldError[] {
  const errors: FieldError[] = [];
  const visitor = context.session === 'loggedOut';
  if (visitor) {
    check(errors, 'email', input.email, [required, email]);
    if (context.loginOption === 'register') check(errors, 'password', input.password, [required, password]);
  } else if (input.email) {
    check(errors, 'email', input.email, [email]);
  }
  const needs = (form: string, id: string | null | undefined, data: unknown): boolean => {
    if (data) return false;
    if (id && !visitor) return false;
    errors.push(fieldError(form, ValidationKeys.required, `${form} is required`));
    return true;
  };
  if (!needs('billingAddress', input.billingAddressId, input.billingAddress) && input.billingAddress) {
    errors.push(...toErrors('billingAddress', addressFormProblems(input.billingAddress)));
  }
  if (input.deliveryType === 'shippingAddress' && !needs('shippingAddress', input.shippingAddressId, input.shippingAddress) && input.shippingAddress) {
    errors.push(...toErrors('shippingAddress', addressFormProblems(input.shippingAddress)));
  }
  if (input.deliveryType === 'packstation' && !needs('packstation', input.packstationId, input.packstation) && input.packstation) {
    errors.push(...toErrors('packstation', packstationFormProblems(input.packstation)));
  }
  if (input.orderReference) check(errors, 'orderReference', input.orderReference, ORDER_REFERENCE_RULES);
  check(errors, 'phone', input.phone, CONTACT_PHONE_RULES);
  return errors;
}

/**
 * Spedition fields against the upstream's definitions (spec §4 save step 2 runs after the
 * validators): unknown or repeated names, required values, lengths, phone characters, options.
 */
export function speditionFieldErrors(fields: readonly { fieldName: string; fieldValue: string }[], definitions: ShippingStepDetails['speditionsFields']): FieldError[] {
  const errors: FieldError[] = [];
  const given = new Map<string, string>();
  for (const { fieldName, fieldValue } of fields) {
    if (!definitions.some((d) => d.fieldName === fieldName) || given.has(fieldName)) {
      errors.push(fieldError(`speditionFields.${fieldName}`, SpeditionKeys.unknownField));
    } else {
      given.set(fieldName, fieldValue.trim());
    }
  }
  for (const definition of definitions) {
    const value = given.get(definition.fieldName) ?? '';
    check(errors, `speditionFields.${definition.fieldName}`, value, speditionFieldRules(definition));
  }
  return errors;
}
