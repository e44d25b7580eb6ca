'use client';

import { email as emailRule, firstProblem, SALUTATIONS } from '@tafel/domain';
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { salutationText } from '@/lib/checkout/salutations';
import { fieldId } from '@/lib/forms/form-errors';
import { useI18n } from '../i18n/i18n-provider';
import { changeAccountDataAction, changeEmailAction, changePhoneAction, checkEmailAction, type ContactState } from './actions';
import { AccountField } from './account-field';
import { AccountFieldError, errorId } from './field-error';
import { FormNotice } from './form-notice';
import type { B2bChoice } from './register-form';
import checkout from '../checkout/checkout.module.css';
import styles from './account-forms.module.css';

const INITIAL: ContactState = { ok: false, message: null, fieldErrors: {}, answer: 0 };

/** Focuses the first field with an error after an answer (its message is read out with it). */
function useFocusFirstError(state: ContactState, fields: readonly string[]) {
  useEffect(() => {
    const first = fields.find((name) => state.fieldErrors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [state, fields]);
}

/**
 * The hydrated form submits through the action itself instead of React's form action: React resets
 * an uncontrolled form after its action, which after a refusal put the old values back over what
 * the shopper typed (and typed meanwhile). Before hydration the form still posts to the action.
 */
function submitWithoutReset(action: (form: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };
}

function SaveButton({ pending, label, testId }: { pending: boolean; label: string; testId: string }) {
  const { t } = useI18n();
  return (
    <div className={styles.actions}>
      <button type="submit" className="btn" disabled={pending} data-testid={testId}>
        {pending ? t('ui.account.contact.saving') : label}
      </button>
    </div>
  );
}

const EMAIL_FIELDS = ['email'] as const;

/** The login e-mail (shown decoded, spec §5), checked for uniqueness on blur; the orchestrator checks again. */
export function EmailForm({ email }: { email: string }) {
  const { t, message } = useI18n();
  const [state, action, pending] = useActionState(changeEmailAction, INITIAL);
  const [blurError, setBlurError] = useState<string | null>(null);
  useFocusFirstError(state, EMAIL_FIELDS);
  const formRef = useRef<HTMLFormElement>(null);
  const current = state.contact?.email ?? email;
  const onBlur = async (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === current) return setBlurError(null);
    const problem = firstProblem(trimmed, [emailRule]);
    if (problem) return setBlurError(message(problem.messageKey, problem.params));
    const check = await checkEmailAction(trimmed);
    // The answer counts only while the field still holds the e-mail it was asked for.
    const now = formRef.current?.querySelector<HTMLInputElement>(`#${fieldId('email')}`)?.value.trim();
    if (now !== trimmed) return;
    setBlurError(check.available === false ? check.message : null);
  };
  return (
    <form ref={formRef} action={action} onSubmit={submitWithoutReset(action)} noValidate className={checkout.panel} aria-labelledby="contact-email" data-testid="email-form">
      <h2 id="contact-email" className={checkout.panelTitle}>
        {t('ui.account.contact.emailTitle')}
      </h2>
      <FormNotice message={state.message} ok={state.ok} loginLink={state.loginLink} securityLogout={state.securityLogout} loginText={t('ui.account.contact.loginAgain')} testId="email-notice" />
      <div className={checkout.fields}>
        <AccountField name="email" label={t('ui.login.email')} type="email" autoComplete="email" maxLength={80} defaultValue={current} error={state.fieldErrors.email ?? blurError} onBlur={(value) => void onBlur(value)} />
      </div>
      <SaveButton pending={pending} label={t('ui.account.contact.emailSave')} testId="email-save" />
    </form>
  );
}

const PHONE_FIELDS = ['phone'] as const;

/** The contact phone; empty removes it. */
export function PhoneForm({ phone }: { phone: string | null }) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState(changePhoneAction, INITIAL);
  useFocusFirstError(state, PHONE_FIELDS);
  return (
    <form action={action} onSubmit={submitWithoutReset(action)} noValidate className={checkout.panel} aria-labelledby="contact-phone" data-testid="phone-form">
      <h2 id="contact-phone" className={checkout.panelTitle}>
        {t('ui.account.contact.phoneTitle')}
      </h2>
      <FormNotice message={state.message} ok={state.ok} loginLink={state.loginLink} securityLogout={state.securityLogout} loginText={t('ui.account.contact.loginAgain')} testId="phone-notice" />
      <div className={checkout.fields}>
        <AccountField name="phone" label={t('ui.address.phone')} type="tel" autoComplete="tel" maxLength={30} optional defaultValue={state.contact ? (state.contact.phone ?? '') : (phone ?? '')} error={state.fieldErrors.phone} hint={t('ui.address.phoneHint')} />
      </div>
      <SaveButton pending={pending} label={t('ui.account.contact.phoneSave')} testId="phone-save" />
    </form>
  );
}

/** The account data as the page read them. */
export interface AccountData {
  salutation: string;
  firstName: string;
  lastName: string;
  vatRegistrationNo: string | null;
  jobTitleCode: string | null;
  primaryIndustryGroupCode: string | null;
  numberOfEmployees: number | null;
}

const DATA_FIELDS = ['salutation', 'firstName', 'lastName', 'vatRegistrationNo', 'jobTitleCode', 'primaryIndustryGroupCode', 'numberOfEmployees'] as const;

/** Salutation and names; a B2B account also its institution's data. */
export function AccountDataForm({ data, b2b }: { data: AccountData; b2b: { jobTitles: readonly B2bChoice[]; industryGroups: readonly B2bChoice[] } | null }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [state, action, pending] = useActionState(changeAccountDataAction, INITIAL);
  useFocusFirstError(state, DATA_FIELDS);
  const error = (name: string) => state.fieldErrors[name];
  const select = (name: string, label: string, value: string, options: readonly { value: string; text: string }[], optional: boolean) => (
    <div className={`${checkout.field} ${checkout.half}`}>
      <label className={checkout.label} htmlFor={fieldId(name)}>
        {label}
        {optional ? <span className={checkout.optional}> ({t('ui.form.optional')})</span> : null}
      </label>
      <select id={fieldId(name)} name={name} className={error(name) ? `${checkout.select} ${checkout.invalid}` : checkout.select} defaultValue={value} aria-invalid={error(name) ? true : undefined} aria-describedby={error(name) ? errorId(name) : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <AccountFieldError name={name} error={error(name)} />
    </div>
  );
  const choices = (list: readonly B2bChoice[]) => [{ value: '', text: t('ui.pleaseChoose') }, ...list.map((choice) => ({ value: choice.code, text: choice.text }))];
  return (
    <form action={action} onSubmit={submitWithoutReset(action)} noValidate className={checkout.panel} aria-labelledby="contact-data" data-testid="account-data-form">
      <h2 id="contact-data" className={checkout.panelTitle}>
        {t('ui.account.contact.dataTitle')}
      </h2>
      <FormNotice message={state.message} ok={state.ok} loginLink={state.loginLink} securityLogout={state.securityLogout} loginText={t('ui.account.contact.loginAgain')} testId="account-data-notice" />
      <div className={checkout.fields}>
        {select(
          'salutation',
          t('ui.address.salutation'),
          data.salutation,
          SALUTATIONS.map((value) => ({ value, text: salutationText(value, i18n) })),
          true,
        )}
        <AccountField name="firstName" label={t('ui.address.firstName')} autoComplete="given-name" maxLength={60} defaultValue={data.firstName} error={error('firstName')} width="half" />
        <AccountField name="lastName" label={t('ui.address.lastName')} autoComplete="family-name" maxLength={60} defaultValue={data.lastName} error={error('lastName')} width="half" />
        {b2b ? (
          <>
            <AccountField name="vatRegistrationNo" label={t('ui.account.register.vat')} optional maxLength={20} defaultValue={data.vatRegistrationNo ?? ''} error={error('vatRegistrationNo')} width="half" autoComplete="off" />
            {select('jobTitleCode', t('ui.account.register.jobTitle'), data.jobTitleCode ?? '', choices(b2b.jobTitles), true)}
            {select('primaryIndustryGroupCode', t('ui.account.register.industry'), data.primaryIndustryGroupCode ?? '', choices(b2b.industryGroups), true)}
            <AccountField name="numberOfEmployees" label={t('ui.account.register.employees')} optional inputMode="numeric" maxLength={7} defaultValue={data.numberOfEmployees === null ? '' : String(data.numberOfEmployees)} error={error('numberOfEmployees')} width="half" autoComplete="off" />
          </>
        ) : null}
      </div>
      <SaveButton pending={pending} label={t('ui.account.contact.dataSave')} testId="account-data-save" />
    </form>
  );
}
