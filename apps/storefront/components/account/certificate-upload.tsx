'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { certificateProblem, uploadCertificate } from '@/lib/account/certificate';
import { fieldId } from '@/lib/forms/form-errors';
import { useI18n } from '../i18n/i18n-provider';
import { AccountFieldError, errorId } from './field-error';
import { FormNotice } from './form-notice';
import checkout from '../checkout/checkout.module.css';
import styles from './account-forms.module.css';

/** The B2B certificate's upload (PDF, PNG or JPEG, at most 2 MB), checked here and by the orchestrator. */
export function CertificateUpload() {
  const { t, message } = useI18n();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('certificate');
    setDone(false);
    if (!(file instanceof File) || file.size === 0) return setError(message('vue.form.error.requiredField'));
    const problem = certificateProblem(file);
    if (problem) return setError(message(problem));
    setBusy(true);
    setError(null);
    const answer = await uploadCertificate(file);
    setBusy(false);
    if (!answer.ok) return setError(message(answer.messageKey));
    setDone(true);
    router.refresh();
  }
  const id = fieldId('certificate');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="certificate-form">
      <FormNotice message={done ? t('ui.account.customerNumber.uploaded') : null} ok testId="certificate-done" />
      <div className={checkout.fields}>
        <div className={checkout.field}>
          <label className={checkout.label} htmlFor={id}>
            {t('ui.account.customerNumber.file')}
          </label>
          <input id={id} name="certificate" type="file" accept="application/pdf,image/png,image/jpeg" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId('certificate') : undefined} data-testid="field-certificate" />
          <AccountFieldError name="certificate" error={error} />
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy} data-testid="certificate-submit">
          {busy ? t('ui.account.customerNumber.uploading') : t('ui.account.customerNumber.upload')}
        </button>
      </div>
    </form>
  );
}
