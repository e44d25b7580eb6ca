'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { SECURITY_LOGOUT_ROUTE } from '@/lib/site/account-wall';
import styles from './account-forms.module.css';

/**
 * A form's general answer: an error (role alert) or a success (role status), with the login link
 * of a protected change whose session is over (spec §6: shown, never a silent logout).
 */
export function FormNotice({
  message,
  ok,
  loginLink,
  loginText,
  securityLogout,
  testId,
}: {
  message: string | null;
  ok: boolean;
  loginLink?: string | undefined;
  loginText?: string;
  securityLogout?: boolean | undefined;
  testId: string;
}) {
  // The session ended elsewhere: the next page goes through /logout with the warning (proxy.ts);
  // this page keeps the error in view meanwhile. The server sets the flag (HttpOnly) from a route
  // handler, which, unlike the form's server action, does not render this page again.
  useEffect(() => {
    if (securityLogout) void fetch(SECURITY_LOGOUT_ROUTE, { method: 'POST', keepalive: true }).catch(() => undefined);
  }, [securityLogout]);
  if (!message) return null;
  return (
    <p className={`notice ${ok ? 'notice-success' : 'notice-error'} ${styles.notice}`} role={ok ? 'status' : 'alert'} data-testid={testId}>
      {/* One text run: .notice is a flex row, the link flows with the message. */}
      <span>
        {message}
        {loginLink && loginText ? (
          <>
            {' '}
            <Link href={loginLink} prefetch={false} className={styles.noticeLink} data-testid={`${testId}-login`}>
              {loginText}
            </Link>
          </>
        ) : null}
      </span>
    </p>
  );
}
