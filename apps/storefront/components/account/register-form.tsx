'use client';

import { addressFormProblems, customerNumber as customerNumberRule, email as emailRule, firstProblem, lettersDigitsDashPlus, password as passwordRule, required, type AddressForm } from '@tafel/domain';
import { useRouter } from 'next/navigation';
import { useActionState, useRef, useState, type FormEvent } from 'react';
import { certificateProblem, uploadCertificate } from '@/lib/account/certificate';
import { EMPTY_ADDRESS } from '@/lib/checkout/shipping-form';
import { fieldId } from '@/lib/forms/form-errors';
import { postSessionChange } from '@/lib/session/session-channel';
import { withParam } from '@/lib/toast/toast-param';
import { AddressFields } from '../checkout/address-fields';
import { useI18n } from '../i18n/i18n-provider';
import { checkEmailAction, registerAction, registerFormAction, type EmailCheck, type RegisterFormState } from './actions';
import { AccountField } from './account-field';
import { AccountFieldError, errorId } from './field-error';
import { FormNotice } from './form-notice';
import { PasswordField } from './password-field';
import checkout from '../checkout/checkout.module.css';
import styles from './account-forms.module.css';

/** A job title or kind of institution of the B2B form. */
export interface B2bChoice {
  code: string;
  text: string;
}

const INITIAL: RegisterFormState = { ok: false, message: null, fieldErrors: {}, answer: 0, value: '' };

// The orchestrator names the customer address's fields address.*; the reused address fields
// (components/checkout/address-fields.tsx) show errors under billingAddress.*.
const ADDRESS_PREFIX = 'billingAddress';
const serverField = (field: string) => (field.startsWith('address.') ? `${ADDRESS_PREFIX}.${field.slice('address.'.length)}` : field);

/**
 * The registration (spec §2 /myaccount/register, §4): access data, the customer address, the
 * newsletter, and on the B2B shop the institution's data and its certificate, uploaded after the
 * account exists (it needs the new session). The e-mail is checked for uniqueness on blur and
 * before the submit; the orchestrator checks everything again.
 */
export function RegisterForm({
  isB2b,
  defaultCountry,
  origin,
  jobTitles,
  industryGroups,
}: {
  isB2b: boolean;
  defaultCountry: string;
  origin: 'wishlist' | null;
  jobTitles: readonly B2bChoice[];
  industryGroups: readonly B2bChoice[];
}) {
  const { t, message } = useI18n();
  const router = useRouter();
  const [passwords, setPasswords] = useState({ password: '', passwordRepeat: '' });
  const [address, setAddress] = useState<AddressForm>({ ...EMPTY_ADDRESS, formType: isB2b ? 'companyOrSchool' : 'private', country: defaultCountry });
  // A submit before hydration (or without JavaScript) is a form post to registerFormAction; its
  // answer seeds the form's errors and message.
  const [posted, fallbackAction] = useActionState(registerFormAction, INITIAL);
  const [errors, setErrors] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(posted.fieldErrors).map(([field, text]) => [serverField(field), text])));
  const [general, setGeneral] = useState<string | null>(posted.message);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const lastCheck = useRef<EmailCheck | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const setError = (field: string, text: string | null) =>
    setErrors((current) => {
      const nextErrors = { ...current };
      if (text) nextErrors[field] = text;
      else delete nextErrors[field];
      return nextErrors;
    });

  async function checkEmail(value: string): Promise<EmailCheck | null> {
    const trimmed = value.trim();
    if (firstProblem(trimmed, [required, emailRule])) return null;
    if (lastCheck.current?.email === trimmed) return lastCheck.current;
    setChecking(true);
    try {
      const check = await checkEmailAction(trimmed);
      lastCheck.current = check;
      return check;
    } finally {
      setChecking(false);
    }
  }

  async function onEmailBlur(value: string) {
    const problem = value.trim() === '' ? null : firstProblem(value.trim(), [emailRule]);
    if (problem) {
      setError('email', message(problem.messageKey, problem.params));
      return;
    }
    const check = await checkEmail(value);
    // An answer for a value the field no longer holds says nothing about the field.
    const now = formRef.current?.querySelector<HTMLInputElement>(`#${fieldId('email')}`)?.value ?? value;
    if (now.trim() !== value.trim()) return;
    setError('email', check?.available === false ? check.message : null);
  }

  /** Client checks first (spec §5: all validators in order; the view goes to the first invalid field). */
  function clientProblems(data: FormData): Record<string, string> {
    const found: Record<string, string> = {};
    const add = (field: string, problem: { messageKey: string; params?: Record<string, string> | undefined } | null) => {
      if (problem && !(field in found)) found[field] = message(problem.messageKey, problem.params);
    };
    add('email', firstProblem(String(data.get('email') ?? '').trim(), [required, emailRule]));
    add('password', firstProblem(passwords.password, [required, passwordRule]));
    add('passwordRepeat', firstProblem(passwords.passwordRepeat, [required]));
    if (!found.passwordRepeat && passwords.password !== passwords.passwordRepeat) found.passwordRepeat = message('vue.form.error.password.notEqual');
    for (const problem of addressFormProblems(address)) add(`${ADDRESS_PREFIX}.${problem.field}`, problem);
    if (isB2b) {
      const number = String(data.get('b2b.customerNumber') ?? '').trim();
      if (number !== '') add('b2b.customerNumber', firstProblem(number, [customerNumberRule, lettersDigitsDashPlus]));
      const employees = String(data.get('b2b.numberOfEmployees') ?? '').trim();
      if (employees !== '' && !/^\d{1,7}$/.test(employees)) found['b2b.numberOfEmployees'] = message('vue.form.error.digitsOnly');
      const file = data.get('certificate');
      if (file instanceof File && file.size > 0) {
        const problem = certificateProblem(file);
        if (problem) found.certificate = message(problem);
      }
    }
    return found;
  }

  function focusFirst(found: Record<string, string>) {
    const order = ['email', 'password', 'passwordRepeat', ...Object.keys(found)];
    for (const field of order) {
      if (!(field in found)) continue;
      const element = document.getElementById(fieldId(field));
      if (element) {
        element.focus();
        return;
      }
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    // The field's value, not React state only: what the browser filled in counts too.
    const email = String(data.get('email') ?? '');
    setGeneral(null);
    const found = clientProblems(data);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    setBusy(true);
    let navigating = false;
    try {
      // The uniqueness again at submit (the blur's answer counts when the e-mail did not change).
      const check = await checkEmail(email);
      if (check?.available === false) {
        const taken = { email: check.message ?? message('vue.form.error.email.notUnique') };
        setErrors(taken);
        focusFirst(taken);
        return;
      }
      const text = (name: string) => String(data.get(name) ?? '');
      const state = await registerAction({
        email,
        password: passwords.password,
        passwordRepeat: passwords.passwordRepeat,
        newsletter: data.get('newsletter') === 'on',
        address,
        b2b: isB2b
          ? {
              customerNumber: text('b2b.customerNumber'),
              vatRegistrationNo: text('b2b.vatRegistrationNo'),
              jobTitleCode: text('b2b.jobTitleCode'),
              primaryIndustryGroupCode: text('b2b.primaryIndustryGroupCode'),
              numberOfEmployees: text('b2b.numberOfEmployees'),
            }
          : undefined,
        origin: origin ?? undefined,
      });
      if (!state.ok || !state.to) {
        const serverErrors = Object.fromEntries(Object.entries(state.fieldErrors).map(([field, text]) => [serverField(field), text]));
        setErrors(serverErrors);
        setGeneral(state.message);
        focusFirst(serverErrors);
        return;
      }
      let to = state.to;
      const file = data.get('certificate');
      if (isB2b && file instanceof File && file.size > 0) {
        const upload = await uploadCertificate(file);
        if (!upload.ok) to = withParam(to, 'toast', 'tafel.account.certificateFailed');
      }
      // Spec §4: the other tabs take the new session over.
      postSessionChange('login');
      // The button stays busy while the page navigates: no second registration.
      navigating = true;
      router.push(to);
      router.refresh();
    } finally {
      if (!navigating) setBusy(false);
    }
  }

  const select = (name: string, label: string, choices: readonly B2bChoice[]) => (
    <div className={`${checkout.field} ${checkout.half}`}>
      <label className={checkout.label} htmlFor={fieldId(name)}>
        {label} <span className={checkout.optional}>({t('ui.form.optional')})</span>
      </label>
      <select id={fieldId(name)} name={name} className={errors[name] ? `${checkout.select} ${checkout.invalid}` : checkout.select} defaultValue="" aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? errorId(name) : undefined} data-testid={`field-${name}`}>
        <option value="">{t('ui.pleaseChoose')}</option>
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.text}
          </option>
        ))}
      </select>
      <AccountFieldError name={name} error={errors[name]} />
    </div>
  );

  return (
    <form ref={formRef} action={fallbackAction} onSubmit={(event) => void submit(event)} noValidate className={styles.sections} data-testid="register-form">
      {origin ? <input type="hidden" name="origin" value={origin} /> : null}
      <FormNotice message={general} ok={false} testId="register-error" />
      <section className={checkout.panel} aria-labelledby="register-access">
        <h2 id="register-access" className={checkout.panelTitle}>
          {t('ui.account.register.access')}
        </h2>
        <div className={checkout.fields}>
          <AccountField
            name="email"
            label={t('ui.login.email')}
            type="email"
            autoComplete="email"
            maxLength={80}
            defaultValue={posted.value}
            error={errors.email}
            hint={checking ? t('ui.account.register.checkingEmail') : undefined}
            onChange={() => {
              if (errors.email) setError('email', null);
            }}
            onBlur={(value) => void onEmailBlur(value)}
          />
          <PasswordField
            name="password"
            label={t('ui.login.password')}
            autoComplete="new-password"
            hint={t('ui.account.password.hint')}
            error={errors.password}
            value={passwords.password}
            onChange={(value) => setPasswords((now) => ({ ...now, password: value }))}
            width="half"
          />
          <PasswordField
            name="passwordRepeat"
            label={t('ui.account.password.repeat')}
            autoComplete="new-password"
            error={errors.passwordRepeat}
            value={passwords.passwordRepeat}
            onChange={(value) => setPasswords((now) => ({ ...now, passwordRepeat: value }))}
            width="half"
          />
        </div>
      </section>
      <section className={checkout.panel} aria-labelledby="register-address">
        <h2 id="register-address" className={checkout.panelTitle}>
          {t('ui.account.register.address')}
        </h2>
        <AddressFields
          prefix={ADDRESS_PREFIX}
          value={address}
          // An institution registers a school or company address (the orchestrator refuses another): its type stays.
          onChange={({ formType, ...change }) => setAddress((now) => ({ ...now, ...change, ...(isB2b || formType === undefined ? {} : { formType }) }))}
          errors={errors}
          withDeliveryEmail={false}
        />
      </section>
      {isB2b ? (
        <section className={checkout.panel} aria-labelledby="register-institution">
          <h2 id="register-institution" className={checkout.panelTitle}>
            {t('ui.account.register.institution')}
          </h2>
          <div className={checkout.fields}>
            <AccountField name="b2b.customerNumber" label={t('ui.account.register.customerNumber')} optional maxLength={80} hint={t('ui.account.register.customerNumberHint')} error={errors['b2b.customerNumber']} width="half" autoComplete="off" />
            <AccountField name="b2b.vatRegistrationNo" label={t('ui.account.register.vat')} optional maxLength={20} error={errors['b2b.vatRegistrationNo']} width="half" autoComplete="off" />
            {select('b2b.jobTitleCode', t('ui.account.register.jobTitle'), jobTitles)}
            {select('b2b.primaryIndustryGroupCode', t('ui.account.register.industry'), industryGroups)}
            <AccountField name="b2b.numberOfEmployees" label={t('ui.account.register.employees')} optional inputMode="numeric" maxLength={7} error={errors['b2b.numberOfEmployees']} width="half" autoComplete="off" />
            <div className={checkout.field}>
              <label className={checkout.label} htmlFor={fieldId('certificate')}>
                {t('ui.account.register.certificate')} <span className={checkout.optional}>({t('ui.form.optional')})</span>
              </label>
              <input
                id={fieldId('certificate')}
                name="certificate"
                type="file"
                accept="application/pdf,image/png,image/jpeg"
                aria-invalid={errors.certificate ? true : undefined}
                aria-describedby={[errors.certificate ? errorId('certificate') : null, `${fieldId('certificate')}-hint`].filter(Boolean).join(' ')}
                data-testid="field-certificate"
              />
              <span id={`${fieldId('certificate')}-hint`} className={checkout.hint}>
                {t('ui.account.register.certificateHint')}
              </span>
              <AccountFieldError name="certificate" error={errors.certificate} />
            </div>
          </div>
        </section>
      ) : null}
      <section className={checkout.panel}>
        <label className={`${checkout.field} ${checkout.checkbox}`}>
          <input type="checkbox" name="newsletter" data-testid="field-newsletter" /> {t('ui.account.register.newsletter')}
        </label>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-large btn-accent" disabled={busy} data-testid="register-submit">
            {busy ? t('ui.account.register.busy') : t('ui.account.register.submit')}
          </button>
        </div>
      </section>
    </form>
  );
}
