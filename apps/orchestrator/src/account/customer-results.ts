import type {
  AccountContact,
  AccountDeleted,
  B2bRegistrationOptions,
  CustomerType,
  EmailAvailability,
  FieldError,
  PasswordChanged,
  PasswordResetRequested,
  Registered,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { GetCustomerContactQuery } from '@tafel/graphql-schema/upstream-client';
import type { TypedValidationError } from '../cart/index.js';
import { FIELD_NAMES } from '../common/address-mapping.js';
import { fieldError, type Typed } from '../request/index.js';
import type { AccountRateLimitedResult, SessionRequiredResult } from './session-required.js';

export type AccountContactView = Typed<AccountContact, 'AccountContact'>;
export type RegisteredResult = Typed<Registered, 'Registered'>;

export type AccountContactAnswer = AccountContactView | SessionRequiredResult;
export type EmailAvailableAnswer = Typed<EmailAvailability, 'EmailAvailability'> | TypedValidationError | AccountRateLimitedResult;
export type RegisterAnswer = RegisteredResult | TypedValidationError | AccountRateLimitedResult;
export type RequestPasswordResetAnswer = Typed<PasswordResetRequested, 'PasswordResetRequested'> | TypedValidationError | AccountRateLimitedResult;
export type SetNewPasswordAnswer = Typed<PasswordChanged, 'PasswordChanged'> | TypedValidationError;
export type AccountChangeAnswer = AccountContactView | TypedValidationError | SessionRequiredResult | AccountRateLimitedResult;
export type DeleteAccountAnswer = Typed<AccountDeleted, 'AccountDeleted'> | TypedValidationError | SessionRequiredResult | AccountRateLimitedResult;
export type B2bOptions = B2bRegistrationOptions;

/** The upstream's general key for a form it refused field by field (no text of its own to show). */
const UPSTREAM_INVALID_INPUT = 'vue.form.error.invalidInput';

/**
 * A refused form: the field errors, and the general key (an invalid reset link, too many
 * requests) when there is one; otherwise the first field's key leads, as in every form answer.
 */
export function formRefused(fieldErrors: FieldError[], generalKey?: string | null): TypedValidationError {
  const general = generalKey && generalKey !== UPSTREAM_INVALID_INPUT ? generalKey : null;
  const messageKey = general ?? fieldErrors[0]?.messageKey ?? UPSTREAM_INVALID_INPUT;
  const details = fieldErrors.map((error) => `${error.field}: ${error.messageKey}`);
  return {
    __typename: 'ValidationError',
    errorCode: 'VALIDATION_FAILED',
    messageKey,
    message: `Refused: ${[general, ...details].filter(Boolean).join('; ') || messageKey}`,
    fieldErrors,
  };
}

const B2B_FIELDS: Readonly<Record<string, string>> = {
  customerNumber: 'customerNumber',
  VATRegistrationNo: 'vatRegistrationNo',
  jobTitleCode: 'jobTitleCode',
  primaryIndustryGroupCode: 'primaryIndustryGroupCode',
  numberOfEmployees: 'numberOfEmployees',
};

/**
 * Upstream field errors under our input's names. `renames` maps the form's own fields
 * (oldPassword → currentPassword); `address.*` takes the address form's names
 * (address.postCode → address.postcode); `b2bPrefix` puts the B2B fields where the input has
 * them (b2b.vatRegistrationNo in the registration, vatRegistrationNo in the account data).
 */
export function upstreamFieldErrors(
  errors: readonly { fieldName: string; errorMessage: string }[],
  options: { renames?: Readonly<Record<string, string>>; b2bPrefix?: string } = {},
): FieldError[] {
  return errors.map(({ fieldName, errorMessage }) => {
    let field = options.renames?.[fieldName] ?? fieldName;
    if (fieldName.startsWith('address.')) {
      const name = fieldName.slice('address.'.length);
      field = `address.${FIELD_NAMES[name] ?? name}`;
    } else if (options.b2bPrefix !== undefined && B2B_FIELDS[fieldName]) {
      field = `${options.b2bPrefix}${B2B_FIELDS[fieldName]}`;
    }
    return fieldError(field, errorMessage, `${field}: ${errorMessage}`);
  });
}

const CUSTOMER_TYPES: Readonly<Record<string, CustomerType>> = { consumer: 'CONSUMER', b2b: 'B2B', internal: 'INTERNAL' };

/** The upstream's contact as the API shows it, with the German texts of the B2B codes. */
export function toAccountContact(contact: GetCustomerContactQuery['getCustomerContact'], notification: string | null, options: B2bOptions): AccountContactView {
  const text = (list: B2bOptions['jobTitles'], code: string | null) => (code ? (list.find((entry) => entry.code === code)?.text ?? null) : null);
  return {
    __typename: 'AccountContact',
    email: contact.email,
    phone: contact.phone,
    salutation: contact.salutation,
    firstName: contact.firstName,
    lastName: contact.lastName,
    customerType: CUSTOMER_TYPES[contact.customerType] ?? 'CONSUMER',
    customerNumber: contact.customerNumber,
    termsOfPayment: contact.termsOfPayment,
    paymentMethod: contact.paymentMethod,
    vatRegistrationNo: contact.VATRegistrationNo,
    jobTitleCode: contact.jobTitleCode,
    jobTitle: text(options.jobTitles, contact.jobTitleCode),
    primaryIndustryGroupCode: contact.primaryIndustryGroupCode,
    industryGroup: text(options.industryGroups, contact.primaryIndustryGroupCode),
    numberOfEmployees: contact.numberOfEmployees,
    hasB2bCertificate: contact.hasB2bCertificate,
    notification,
  };
}
