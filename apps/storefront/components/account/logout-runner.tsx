'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { afterEndedLogoutPath } from '@/lib/account/logout-paths';
import { postSessionChange } from '@/lib/session/session-channel';
import { SECURITY_LOGOUT_REASON } from '@/lib/site/account-wall';
import { useI18n } from '../i18n/i18n-provider';
import { logoutFormAction } from './logout-actions';
import styles from './account-forms.module.css';

/**
 * Ends the session as soon as the page is hydrated (POST /api/logout-action/), tells the other tabs
 * (spec §4) and shows the page's answer; a session that was over already goes to '/' (spec §8).
 * A failed request keeps the form with an error: its button posts the logout again.
 * Before hydration or without JavaScript the same happens through the form's button.
 */
export function LogoutRunner({ security }: { security: boolean }) {
  const { t, message } = useI18n();
  const router = useRouter();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let answer: { sessionOver?: unknown } | null = null;
      try {
        const response = await fetch('/api/logout-action/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        if (response.ok) answer = (await response.json()) as { sessionOver?: unknown };
      } catch {
        answer = null;
      }
      // Only an ok answer ended the session: otherwise the form stays with the error (its button retries).
      if (!answer) {
        setFailed(true);
        return;
      }
      postSessionChange('logout');
      router.replace(answer.sessionOver === true ? afterEndedLogoutPath(security) : `/logout?done=1${security ? `&reason=${SECURITY_LOGOUT_REASON}` : ''}`);
      router.refresh();
    })();
  }, [router, security]);
  return (
    <form action={logoutFormAction} className={styles.actions} data-testid="logout-form">
      {security ? <input type="hidden" name="reason" value={SECURITY_LOGOUT_REASON} /> : null}
      {failed ? (
        <p className="notice notice-error" role="alert" data-testid="logout-error">
          {message('vue.cart.error.somethingWentWrong')}
        </p>
      ) : (
        <p role="status">{t('ui.account.logout.busy')}</p>
      )}
      <button type="submit" className="btn">
        {t('ui.account.logout.submit')}
      </button>
    </form>
  );
}
