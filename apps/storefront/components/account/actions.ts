'use server';

import { email as emailRule, firstProblem, required, type AddressForm } from '@tafel/domain';
import {
  ChangeAccountDataDocument,
  ChangeEmailDocument,
  ChangePasswordDocument,
  ChangePhoneDocument,
  EmailAvailableDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  SetNewPasswordDocument,
  type AccountChangeResultFieldsFragment,
} from '@tafel/graphql-schema/storefront';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { afterRegistrationPath, isResetTokenRefusal, rateLimitedText, registrationCountry, RATE_LIMITED_KEY, registrationOrigin } from '@/lib/account/account-rules';
import { logIn } from '@/lib/account/log-in';
import { accountAddressHeaders } from '@/lib/account/address-headers';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import { deleteCurrentAccount } from '@/lib/account/delete-account';
import { asciiEmail, displayEmail } from '@/lib/account/display-email';
import { customerCaller, guarded, refusalState, type AccountFormState } from '@/lib/account/account-answers';
import { storeCustomerSession } from '@/lib/session/customer-session';
import { readSession, takeResetTry, writeCustomerName } from '@/lib/session/session';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { safeRedirectPath } from '@/lib/site/b2b-wall';
import { currentIsB2b, currentSite, currentTranslator } from '@/lib/site/site';
import { withToast } from '@/lib/toast/toast-param';

// Server actions of the account pages (issue 27). Every answer is a message in the shop language
// with the fields' errors, never an exception: the orchestrator checks the input (spec §5) and
// answers its field errors with the spec's keys; these actions only refuse what no form sends.

export type { AccountFormState } from '@/lib/account/account-answers';

const INITIAL_ANSWER = 0;

/**
 * Sends the shopper on to `to`: a form post without JavaScript gets Next's 303; a call from the
 * hydrated page gets `to` back and navigates itself (keeping its host, see components/returns/actions.ts).
 */
async function goTo(to: string): Promise<string> {
  if ((await headers()).has('next-action')) return to;
  redirect(to);
}

function textOf(form: FormData, name: string, max = 200): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function formOf(form: unknown): FormData {
  return form instanceof FormData ? form : new FormData();
}

function next(previous: AccountFormState | undefined): number {
  return (previous?.answer ?? INITIAL_ANSWER) + 1;
}

// ——— login (a submit before hydration or without JavaScript) ———

/** The login form's state after a form post: the message, the marked fields, the login typed. */
export interface LoginFormState extends AccountFormState {
  value: string;
}

/**
 * Spec §4 login as a form post, doing what POST /api/login-action/ does (the hydrated form posts
 * there): the password travels in the body, never the URL. On success on to `redirect` (a path of
 * this shop), with the merge notice when the carts were merged; a refusal marks both fields (spec §8).
 */
export async function loginFormAction(previous: LoginFormState, form: unknown): Promise<LoginFormState> {
  const data = formOf(form);
  const answerNo = next(previous);
  const isB2b = await currentIsB2b();
  const field = isB2b ? 'customerNumber' : 'email';
  const value = textOf(data, field, 200).trim();
  const { message } = await currentTranslator();
  const { answer } = await logIn({ email: isB2b ? '' : value, customerNumber: isB2b ? value : '', password: textOf(data, 'password', 200), stayLogged: data.get('stayLogged') === 'on', mergeCart: true });
  if (answer.successfull) {
    const to = safeRedirectPath(textOf(data, 'redirect', 2000));
    redirect(answer.cartMerged ? withToast(to, 'vue.cart.notification.mergeCarts') : to);
  }
  const text = answer.errorMessage === RATE_LIMITED_KEY ? rateLimitedText(message, answer.retryAfterSeconds ?? 0) : message(answer.errorMessage ?? 'vue.user.login.error.invalidCredentials');
  const fieldErrors: Record<string, string> = { [field]: '', password: '' };
  for (const fe of answer.fieldErrors) fieldErrors[fe.fieldName] = message(fe.errorMessage);
  return { ok: false, message: text, fieldErrors, value, answer: answerNo };
}

// ——— e-mail uniqueness (registration and e-mail change) ———

/** The answer of the uniqueness check: available null when it could not be told (then the submit decides). */
export interface EmailCheck {
  email: string;
  available: boolean | null;
  message: string | null;
}

/** Spec §5 vue.form.error.email.notUnique: asks whether the e-mail is still free (on blur and before the submit). */
export async function checkEmailAction(value: unknown): Promise<EmailCheck> {
  const email = typeof value === 'string' ? value.trim().slice(0, 200) : '';
  const { message } = await currentTranslator();
  const problem = firstProblem(email, [required, emailRule]);
  if (problem) return { email, available: null, message: message(problem.messageKey, problem.params) };
  try {
    const session = await readSession();
    const { emailAvailable } = await orchestratorRequest(EmailAvailableDocument, { email: asciiEmail(email) }, { userId: session.userId, jwt: session.jwt, headers: await accountAddressHeaders() });
    if (emailAvailable.__typename === 'EmailAvailability') {
      return { email, available: emailAvailable.available, message: emailAvailable.available ? null : message('vue.form.error.email.notUnique') };
    }
    if (emailAvailable.__typename === 'AccountRateLimitedError') return { email, available: null, message: null };
    const refusal = await refusalState(emailAvailable, 0);
    return { email, available: null, message: refusal.fieldErrors.email ?? refusal.message };
  } catch (error) {
    console.warn('[storefront] e-mail check failed', error instanceof Error ? error.message : error);
    return { email, available: null, message: null };
  }
}

// ——— registration ———

/** What the registration form sends (the customer's kind comes from the host, not from here). */
export interface RegisterFormInput {
  email: string;
  password: string;
  passwordRepeat: string;
  newsletter: boolean;
  address: AddressForm;
  b2b?: { customerNumber: string; vatRegistrationNo: string; jobTitleCode: string; primaryIndustryGroupCode: string; numberOfEmployees: string } | undefined;
  origin?: string | undefined;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const optionalText = (value: unknown, max: number): string | null => (isText(value, max) && value.trim() !== '' ? value.trim() : null);

/** Spec §4 registration: registers a consumer (de/at/ch) or a B2B account (the B2B host) and logs it in. */
export async function registerAction(raw: unknown): Promise<AccountFormState> {
  return register(raw, 1);
}

/** The registration form's state after a form post: the e-mail typed comes back. */
export interface RegisterFormState extends AccountFormState {
  value: string;
}

/**
 * The registration as a form post (a submit before hydration or without JavaScript; the hydrated
 * form calls registerAction): the same input read from the form's fields, then on to the account.
 * The certificate needs the new session: it is uploaded on the customer-number page then.
 */
export async function registerFormAction(previous: RegisterFormState, form: unknown): Promise<RegisterFormState> {
  const data = formOf(form);
  const text = (name: string) => textOf(data, name, 200);
  const address: AddressForm = {
    formType: text('billingAddress.formType') === 'companyOrSchool' ? 'companyOrSchool' : 'private',
    company: text('billingAddress.company'),
    salutation: text('billingAddress.salutation'),
    firstName: text('billingAddress.firstName'),
    lastName: text('billingAddress.lastName'),
    streetAndNumber: text('billingAddress.streetAndNumber'),
    addition: text('billingAddress.addition'),
    postcode: text('billingAddress.postcode'),
    city: text('billingAddress.city'),
    // The country list carries no name (the checkout's shared fields): the shop's own country then.
    country: text('billingAddress.country') || registrationCountry(await currentSite()),
    phone: text('billingAddress.phone'),
  };
  const state = await register(
    {
      email: text('email'),
      password: textOf(data, 'password', 100),
      passwordRepeat: textOf(data, 'passwordRepeat', 100),
      newsletter: data.get('newsletter') === 'on',
      address,
      b2b: {
        customerNumber: text('b2b.customerNumber'),
        vatRegistrationNo: text('b2b.vatRegistrationNo'),
        jobTitleCode: text('b2b.jobTitleCode'),
        primaryIndustryGroupCode: text('b2b.primaryIndustryGroupCode'),
        numberOfEmployees: text('b2b.numberOfEmployees'),
      },
      origin: text('origin') || undefined,
    },
    next(previous),
  );
  if (state.ok && state.to) redirect(state.to);
  return { ...state, value: text('email').trim() };
}

async function register(raw: unknown, answerNo: number): Promise<AccountFormState> {
  return guarded(answerNo, async () => {
    const { message } = await currentTranslator();
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<RegisterFormInput>;
    const address = (typeof input.address === 'object' && input.address !== null ? input.address : null) as Partial<AddressForm> | null;
    const texts = [input.email, input.password, input.passwordRepeat];
    if (!address || !texts.every((value) => isText(value, 200)) || (input.newsletter !== undefined && typeof input.newsletter !== 'boolean')) {
      return { ok: false, message: message(SOMETHING_WENT_WRONG_KEY), fieldErrors: {}, answer: answerNo };
    }
    const isB2b = await currentIsB2b();
    const b2b = isB2b && typeof input.b2b === 'object' && input.b2b !== null ? input.b2b : null;
    const employeesText = b2b ? optionalText(b2b.numberOfEmployees, 10) : null;
    const employees = employeesText === null ? null : /^\d{1,7}$/.test(employeesText) ? Number(employeesText) : Number.NaN;
    if (Number.isNaN(employees)) return { ok: false, message: null, fieldErrors: { 'b2b.numberOfEmployees': message('vue.form.error.digitsOnly') }, answer: answerNo };
    const session = await readSession();
    const { register } = await orchestratorRequest(
      RegisterDocument,
      {
        input: {
          kind: isB2b ? 'B2B' : 'CONSUMER',
          email: asciiEmail(input.email!.trim()),
          password: input.password!,
          passwordRepeat: input.passwordRepeat!,
          phone: optionalText(address.phone, 60),
          newsletter: input.newsletter === true,
          cartId: session.cartId ?? null,
          address: {
            formType: isB2b ? 'companyOrSchool' : address.formType === 'companyOrSchool' ? 'companyOrSchool' : 'private',
            company: isB2b || address.formType === 'companyOrSchool' ? optionalText(address.company, 200) : null,
            salutation: optionalText(address.salutation, 20),
            firstName: isText(address.firstName, 200) ? address.firstName : '',
            lastName: isText(address.lastName, 200) ? address.lastName : '',
            streetAndNumber: isText(address.streetAndNumber, 200) ? address.streetAndNumber : '',
            addition: optionalText(address.addition, 200),
            postcode: isText(address.postcode, 20) ? address.postcode : '',
            city: isText(address.city, 200) ? address.city : '',
            country: isText(address.country, 2) ? address.country : '',
            phone: optionalText(address.phone, 60),
          },
          b2b: b2b
            ? {
                customerNumber: optionalText(b2b.customerNumber, 200),
                vatRegistrationNo: optionalText(b2b.vatRegistrationNo, 200),
                jobTitleCode: optionalText(b2b.jobTitleCode, 100),
                primaryIndustryGroupCode: optionalText(b2b.primaryIndustryGroupCode, 100),
                numberOfEmployees: employees,
              }
            : null,
        },
      },
      { userId: session.userId, headers: await accountAddressHeaders() },
    );
    if (register.__typename !== 'Registered') return refusalState(register, answerNo);
    await storeCustomerSession(register.session);
    const to = withToast(afterRegistrationPath(registrationOrigin(input.origin)), 'vue.user.registerPage.notification.successRegister');
    return { ok: true, message: null, fieldErrors: {}, to, answer: answerNo };
  });
}

// ——— password reset ———

/** The reset form's state: what was typed comes back (a form post without JavaScript). */
export interface ResetState extends AccountFormState {
  sent: boolean;
  value: string;
}

/**
 * Spec §4, §5 forgot password: e-mail (or the customer number on the B2B shop), the honeypot and
 * the per-session counter. The answer never says whether the account exists.
 */
export async function requestResetAction(previous: ResetState, form: unknown): Promise<ResetState> {
  const data = formOf(form);
  const answerNo = next(previous);
  const isB2b = await currentIsB2b();
  const field = isB2b ? 'customerNumber' : 'email';
  const value = textOf(data, field, 200).trim();
  const honeypot = textOf(data, 'website', 200);
  const state = await guarded(answerNo, async () => {
    const { message } = await currentTranslator();
    const problem = firstProblem(value, isB2b ? [required] : [required, emailRule]);
    if (problem) return { ok: false, message: null, fieldErrors: { [field]: message(problem.messageKey, problem.params) }, answer: answerNo };
    const counter = await takeResetTry();
    const session = await readSession();
    const { requestPasswordReset } = await orchestratorRequest(
      RequestPasswordResetDocument,
      { input: { email: isB2b ? null : value, customerNumber: isB2b ? value : null, honeypot: honeypot || null, counter } },
      { userId: session.userId, headers: await accountAddressHeaders() },
    );
    if (requestPasswordReset.__typename === 'PasswordResetRequested') return { ok: true, message: message('ui.account.reset.sent'), fieldErrors: {}, answer: answerNo };
    return refusalState(requestPasswordReset, answerNo);
  });
  return { ...state, sent: state.ok, value };
}

/** The new-password form's state: `linkRefused` when the link's token was refused (the way on is a new link). */
export interface NewPasswordState extends AccountFormState {
  linkRefused?: boolean | undefined;
}

/** Spec §4: sets the new password with the link's token; then the login, with the success notice. */
export async function setNewPasswordAction(previous: NewPasswordState, form: unknown): Promise<NewPasswordState> {
  const data = formOf(form);
  const answerNo = next(previous);
  return guarded(answerNo, async (): Promise<NewPasswordState> => {
    const token = textOf(data, 'token', 600);
    const { setNewPassword } = await orchestratorRequest(SetNewPasswordDocument, {
      input: { token, password: textOf(data, 'password', 100), passwordRepeat: textOf(data, 'passwordRepeat', 100) },
    });
    if (setNewPassword.__typename === 'PasswordChanged') {
      return { ok: true, message: null, fieldErrors: {}, to: await goTo(withToast('/login', 'vue.user.password.notification.successfulChange')), answer: answerNo };
    }
    return { ...(await refusalState(setNewPassword, answerNo)), linkRefused: isResetTokenRefusal(setNewPassword.messageKey) };
  });
}

// ——— the customer's own data (protected changes, spec §6) ———

/** The contact data as the forms show them after a change. */
export interface ContactState extends AccountFormState {
  contact?: { email: string; phone: string | null; firstName: string; lastName: string } | undefined;
}

async function changeState(answer: AccountChangeResultFieldsFragment, answerNo: number, backTo: string): Promise<ContactState> {
  if (answer.__typename !== 'AccountContact') return refusalState(answer, answerNo, backTo);
  const { message } = await currentTranslator();
  return {
    ok: true,
    message: message('ui.account.contact.saved'),
    fieldErrors: {},
    // Spec §5: a punycode domain is shown decoded, as the page shows it.
    contact: { email: displayEmail(answer.email), phone: answer.phone ?? null, firstName: answer.firstName, lastName: answer.lastName },
    answer: answerNo,
  };
}

const CONTACT_PATH = '/myaccount/contact-details';

/** A refusal keeps the contact data of an earlier change: the form's fields keep showing them. */
function keepContact(state: ContactState, previous: ContactState | undefined): ContactState {
  return state.contact ? state : { ...state, contact: previous?.contact };
}

/** Changes the login e-mail (unique, spec §5). */
export async function changeEmailAction(previous: ContactState, form: unknown): Promise<ContactState> {
  const data = formOf(form);
  const answerNo = next(previous);
  return guarded(answerNo, async () => {
    const { changeEmail } = await orchestratorRequest(ChangeEmailDocument, { input: { email: asciiEmail(textOf(data, 'email').trim()) } }, { ...(await customerCaller()), headers: await accountAddressHeaders() });
    return changeState(changeEmail, answerNo, CONTACT_PATH);
  }).then((state) => keepContact(state, previous));
}

/** Changes (or, empty, removes) the contact phone. */
export async function changePhoneAction(previous: ContactState, form: unknown): Promise<ContactState> {
  const data = formOf(form);
  const answerNo = next(previous);
  return guarded(answerNo, async () => {
    const phone = textOf(data, 'phone').trim();
    const { changePhone } = await orchestratorRequest(ChangePhoneDocument, { input: { phone: phone || null } }, await customerCaller());
    return changeState(changePhone, answerNo, CONTACT_PATH);
  }).then((state) => keepContact(state, previous));
}

/** Changes salutation and names (and a B2B account's data); the header's name follows. */
export async function changeAccountDataAction(previous: ContactState, form: unknown): Promise<ContactState> {
  const data = formOf(form);
  const answerNo = next(previous);
  return guarded(answerNo, async () => {
    const isB2b = await currentIsB2b();
    const employeesText = textOf(data, 'numberOfEmployees', 20).trim();
    if (employeesText !== '' && !/^\d{1,7}$/.test(employeesText)) {
      const { message } = await currentTranslator();
      return { ok: false, message: null, fieldErrors: { numberOfEmployees: message('vue.form.error.digitsOnly') }, answer: answerNo };
    }
    const b2bText = (name: string) => (isB2b && data.has(name) ? textOf(data, name).trim() || null : null);
    const { changeAccountData } = await orchestratorRequest(
      ChangeAccountDataDocument,
      {
        input: {
          salutation: textOf(data, 'salutation', 20) || null,
          firstName: textOf(data, 'firstName'),
          lastName: textOf(data, 'lastName'),
          vatRegistrationNo: b2bText('vatRegistrationNo'),
          jobTitleCode: b2bText('jobTitleCode'),
          primaryIndustryGroupCode: b2bText('primaryIndustryGroupCode'),
          numberOfEmployees: isB2b && employeesText !== '' ? Number(employeesText) : null,
        },
      },
      await customerCaller(),
    );
    const state = await changeState(changeAccountData, answerNo, CONTACT_PATH);
    if (state.ok && state.contact) await writeCustomerName({ firstName: state.contact.firstName, lastName: state.contact.lastName });
    return state;
  }).then((state) => keepContact(state, previous));
}

/** Spec §2 /myaccount/password: current password, new one twice (3–35); then the success notice. */
export async function changePasswordAction(previous: AccountFormState, form: unknown): Promise<AccountFormState> {
  const data = formOf(form);
  const answerNo = next(previous);
  return guarded(answerNo, async () => {
    const { changePassword } = await orchestratorRequest(
      ChangePasswordDocument,
      { input: { currentPassword: textOf(data, 'currentPassword', 100), newPassword: textOf(data, 'newPassword', 100), newPasswordRepeat: textOf(data, 'newPasswordRepeat', 100) } },
      // A wrong current password counts as a failed login, per account and per address.
      { ...(await customerCaller()), headers: await accountAddressHeaders() },
    );
    if (changePassword.__typename === 'AccountContact') {
      return { ok: true, message: null, fieldErrors: {}, to: await goTo(withToast('/myaccount/password', 'vue.user.password.notification.successfulChange')), answer: answerNo };
    }
    return refusalState(changePassword, answerNo, '/myaccount/password');
  });
}

/**
 * Deletes the account after the password is confirmed (the form without JavaScript; the hydrated
 * page posts to /api/account/delete instead: a server action that clears cookies
 * re-renders the account page, whose login check would win over the way home).
 */
export async function deleteAccountAction(previous: AccountFormState, form: unknown): Promise<AccountFormState> {
  const state = await deleteCurrentAccount(textOf(formOf(form), 'password', 100), next(previous));
  if (state.ok && state.to) redirect(state.to);
  return state;
}
