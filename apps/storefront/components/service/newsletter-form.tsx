'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { subscribeNewsletterAction, unsubscribeNewsletterAction, type NewsletterState } from './actions';
import styles from './service.module.css';

/** The texts of the form, in the shop language (handed over by the server page). */
export interface NewsletterFormTexts {
  email: string;
  submit: string;
  busy: string;
  honeypot: string;
  /** The double opt-in consent wording (sign-up only). */
  consent?: string;
  privacy?: string;
  /** The shop's privacy page (German or English path). */
  privacyHref?: string;
}

const INITIAL: NewsletterState = { ok: false, message: null, fieldErrors: {}, email: '', alreadySubscribed: false, to: null, answer: 0 };

/**
 * The newsletter sign-up (double opt-in) or sign-off: the e-mail, a honeypot a person never fills,
 * and a form post to a server action, so it works before hydration and without JavaScript.
 * Errors stand at the field (focused); the sign-up goes on to the success page.
 */
export function NewsletterForm({ mode, texts, defaultEmail = '' }: { mode: 'subscribe' | 'unsubscribe'; texts: NewsletterFormTexts; defaultEmail?: string }) {
  const router = useRouter();
  const [state, action, pending] = useActionState(mode === 'subscribe' ? subscribeNewsletterAction : unsubscribeNewsletterAction, { ...INITIAL, email: defaultEmail });
  const notice = useRef<HTMLParagraphElement>(null);
  const id = fieldId('email');
  const error = state.fieldErrors.email;
  useEffect(() => {
    if (state.to) router.push(state.to);
    else if (error) document.getElementById(id)?.focus();
    else if (state.message) notice.current?.focus();
  }, [state, error, id, router]);
  // Signed off: the confirmation replaces the form (the same answer for any address).
  const done = mode === 'unsubscribe' && state.ok;
  return (
    <form action={action} noValidate className={styles.panel} data-testid={`newsletter-${mode}-form`}>
      {state.message ? (
        <p
          ref={notice}
          tabIndex={-1}
          className={`notice ${state.ok ? (state.alreadySubscribed ? 'notice-info' : 'notice-success') : 'notice-error'} ${styles.notice}`}
          role={state.ok ? 'status' : 'alert'}
          data-testid={state.alreadySubscribed ? 'newsletter-already' : state.ok ? 'newsletter-done' : 'newsletter-error'}
        >
          {state.message}
        </p>
      ) : null}
      {done ? null : (
        <>
          <div className={styles.fields}>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={id}>
                {texts.email}
              </label>
              <input
                key={state.answer}
                id={id}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={80}
                required
                defaultValue={state.email}
                className={error ? `${styles.input} ${styles.invalid}` : styles.input}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error ? (
                <span id={`${id}-error`} className="field-error" data-testid="error-email">
                  {error}
                </span>
              ) : null}
            </div>
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor="field-website">{texts.honeypot}</label>
              <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            {texts.consent ? (
              <p className={styles.consent} data-testid="newsletter-consent">
                {texts.consent}{' '}
                {texts.privacy && texts.privacyHref ? (
                  <Link href={texts.privacyHref} prefetch={false}>
                    {texts.privacy}
                  </Link>
                ) : null}
              </p>
            ) : null}
          </div>
          <div className={styles.actions}>
            <button type="submit" className="btn btn-large" disabled={pending} data-testid={`newsletter-${mode}-submit`}>
              {pending ? texts.busy : texts.submit}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
