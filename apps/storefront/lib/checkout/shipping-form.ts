import {
  addressFormProblems,
  CONTACT_PHONE_RULES,
  email,
  firstProblem,
  ORDER_REFERENCE_RULES,
  packstationFormProblems,
  password,
  required,
  SPEDITION_SHIPPER_CODE,
  speditionFieldRules,
  type SpeditionFieldDefinition,
  type AddressForm,
  type DeliveryType,
  type FieldValidator,
  type LoginOption,
  type PackstationForm,
} from '@tafel/domain';
import type { CheckoutAddressFieldsFragment, CheckoutAddressInput, CheckoutPackstationInput } from '@tafel/graphql-schema/storefront';
import type { FormFieldError } from '@/lib/forms/form-errors';

/** An address the shopper takes from the address book, or types in. */
export type AddressChoice<T> = { mode: 'book'; id: string } | { mode: 'new'; form: T; id?: string };

/** Everything the shipping step form holds. */
export interface ShippingFormState {
  deliveryType: DeliveryType;
  billing: AddressChoice<AddressForm>;
  shipping: AddressChoice<AddressForm>;
  packstation: AddressChoice<PackstationForm>;
  shipperCode: string | null;
  speditionFields: Record<string, string>;
  orderReference: string;
  email: string;
  password: string;
  phone: string;
}

/** What the form needs to know of the shopper and the cart. */
export interface ShippingFormContext {
  session: 'loggedOut' | 'guest' | 'loggedIn';
  loginOption: LoginOption | null;
  orderReferenceEnabled: boolean;
  speditionFields: readonly SpeditionFieldDefinition[];
  /** The shipper the machine has chosen (spedition shows its fields). */
  shipperCode: string | null;
}

export const EMPTY_ADDRESS: AddressForm = {
  formType: 'private',
  company: '',
  salutation: '',
  firstName: '',
  lastName: '',
  streetAndNumber: '',
  addition: '',
  postcode: '',
  city: '',
  country: 'DE',
  phone: '',
  hasDeliveryEmail: false,
  deliveryEmail: '',
};

export const EMPTY_PACKSTATION: PackstationForm = { salutation: '', firstName: '', lastName: '', postNumber: '', packstation: '', postcode: '', city: '', country: 'DE' };

/** A saved address (cart or address book) as the form's values, to edit it or start from it. */
export function addressFormOf(address: CheckoutAddressFieldsFragment): AddressForm {
  return {
    formType: address.formType === 'companyOrSchool' ? 'companyOrSchool' : 'private',
    company: address.company ?? '',
    salutation: address.salutation ?? '',
    firstName: address.firstName,
    lastName: address.lastName,
    streetAndNumber: address.streetAndNumber,
    addition: address.addition ?? '',
    postcode: address.postcode,
    city: address.city,
    country: address.country || 'DE',
    phone: address.phone ?? '',
    hasDeliveryEmail: Boolean(address.email),
    deliveryEmail: address.email ?? '',
  };
}

function check(errors: FormFieldError[], field: string, value: string, rules: readonly FieldValidator[]): void {
  const problem = firstProblem(value.trim(), rules);
  if (problem) errors.push({ field, messageKey: problem.messageKey, params: problem.params });
}

/**
 * The shipping step's client validators, all run in the order of the form (spec §5); the first
 * error is where the view scrolls to. The server checks the same rules again (libs/domain).
 */
export function validateShippingForm(state: ShippingFormState, context: ShippingFormContext): FormFieldError[] {
  const errors: FormFieldError[] = [];
  if (context.session === 'loggedOut') {
    check(errors, 'email', state.email, [required, email]);
    if (context.loginOption === 'register') check(errors, 'password', state.password, [required, password]);
  }
  const address = (prefix: string, choice: AddressChoice<AddressForm>) => {
    if (choice.mode === 'new') errors.push(...addressFormProblems(choice.form).map((p) => ({ field: `${prefix}.${p.field}`, messageKey: p.messageKey, params: p.params })));
  };
  address('billingAddress', state.billing);
  if (state.deliveryType === 'shippingAddress') address('shippingAddress', state.shipping);
  if (state.deliveryType === 'packstation' && state.packstation.mode === 'new') {
    errors.push(...packstationFormProblems(state.packstation.form).map((p) => ({ field: `packstation.${p.field}`, messageKey: p.messageKey, params: p.params })));
  }
  if (context.shipperCode === SPEDITION_SHIPPER_CODE) {
    for (const definition of context.speditionFields) check(errors, `speditionFields.${definition.fieldName}`, state.speditionFields[definition.fieldName] ?? '', speditionFieldRules(definition));
  }
  // The same rules (and message keys) as the orchestrator's check of the step (libs/domain).
  if (context.orderReferenceEnabled) check(errors, 'orderReference', state.orderReference, ORDER_REFERENCE_RULES);
  check(errors, 'phone', state.phone, CONTACT_PHONE_RULES);
  return errors;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() || null;

/** Spec §5: the company only for companyOrSchool, the delivery e-mail only when hasDeliveryEmail. */
export function addressInputOf(form: AddressForm): CheckoutAddressInput {
  return {
    formType: form.formType,
    company: form.formType === 'companyOrSchool' ? blank(form.company) : null,
    salutation: blank(form.salutation),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    streetAndNumber: form.streetAndNumber.trim(),
    addition: blank(form.addition),
    postcode: form.postcode.trim(),
    city: form.city.trim(),
    country: form.country.trim().toUpperCase(),
    phone: blank(form.phone),
    hasDeliveryEmail: form.hasDeliveryEmail === true,
    deliveryEmail: form.hasDeliveryEmail ? blank(form.deliveryEmail) : null,
  };
}

export function packstationInputOf(form: PackstationForm): CheckoutPackstationInput {
  return {
    salutation: blank(form.salutation),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    postNumber: form.postNumber.trim(),
    packstation: form.packstation.trim(),
    postcode: form.postcode.trim(),
    city: form.city.trim(),
    country: blank(form.country) ?? 'DE',
  };
}

/** The SaveShippingStepInput of the orchestrator for the form (without the cart id). */
export function shippingStepInput(state: ShippingFormState, context: ShippingFormContext) {
  const visitor = context.session === 'loggedOut';
  const pick = <T, I>(choice: AddressChoice<T>, toInput: (form: T) => I): { id: string | null; form: I | null } =>
    choice.mode === 'book' ? { id: choice.id, form: null } : { id: choice.id ?? null, form: toInput(choice.form) };
  const billing = pick(state.billing, addressInputOf);
  const none = { id: null, form: null };
  const shipping = state.deliveryType === 'shippingAddress' ? pick(state.shipping, addressInputOf) : none;
  const packstation =
    state.deliveryType === 'packstation'
      ? pick(state.packstation, packstationInputOf)
      : none;
  return {
    deliveryType: state.deliveryType,
    billingAddressId: billing.id,
    billingAddress: billing.form,
    shippingAddressId: shipping.id,
    shippingAddress: shipping.form,
    packstationId: packstation.id,
    packstation: packstation.form,
    shipperCode: state.shipperCode,
    speditionFields:
      context.shipperCode === SPEDITION_SHIPPER_CODE ? Object.entries(state.speditionFields).map(([fieldName, fieldValue]) => ({ fieldName, fieldValue: fieldValue.trim() })) : null,
    orderReference: context.orderReferenceEnabled ? state.orderReference.trim() : null,
    email: visitor ? state.email.trim() : null,
    password: visitor && context.loginOption === 'register' ? state.password : null,
    phone: blank(state.phone),
  };
}
