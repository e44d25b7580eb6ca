'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { Messages } from '@/lib/i18n/translate';
import { headerLoginHref } from '@/lib/site/account-wall';
import { withToast } from '@/lib/toast/toast-param';
import { LoginForm } from '../account/login-form';
import { dropPrefetchedRoutesAction } from '../account/session-routes-action';
import { I18nProvider, useI18n } from '../i18n/i18n-provider';
import { scopeMessagesAction } from '../i18n/scope-messages-action';
import { useToasts } from '../toast/toast-provider';
import { PersonIcon } from './person-icon';
import styles from './account-entry.module.css';

/** The flyout's texts, from the server (the login form brings its own). */
export interface LoginFlyoutTexts {
  entry: string;
  title: string;
  text: string;
  forgot: string;
  newCustomer: string;
  register: string;
  submit: string;
  /** Spec §2 session-expired warning, shown when `wall` is 'expired' (only then sent). */
  expired?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Catalogue spec §2/§4 login flyout: the header's account entry for visitors, with the login form
 * (e-mail or the B2B customer number, password, stay logged in; loading, field errors). A <details>:
 * without JavaScript it opens and offers the link to /login; hydrated, opening renders the form and
 * moves the focus into it, Escape and a click outside close it (the focus back on the entry). After
 * a login it closes and the page is fetched again as the customer's (the router's prefetched routes
 * dropped first, components/account/session-routes-action.ts).
 * `wall`: the B2B wall (spec §2) — open from the start as a modal layer over the placeholder, the
 * focus kept inside, 'expired' with the session-expired warning; after the login the same URL loads
 * again and shows the page itself. On /login the page's own form is the one: the flyout keeps its link.
 * The form's texts (the `login` scope) are not in every page's payload: the flyout loads them when
 * the pointer or the focus comes near or it opens (until then it shows its link to /login); the
 * wall, open from the start, gets them from the server as `formMessages`.
 */
export function LoginFlyout({
  isB2b,
  redirectTo,
  wall,
  texts,
  formMessages,
}: {
  isB2b: boolean;
  redirectTo: string;
  wall: 'login' | 'expired' | null;
  texts: LoginFlyoutTexts;
  formMessages?: Messages;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const toasts = useToasts();
  const pathname = usePathname() ?? '/';
  const titleId = useId();
  const { locale } = useI18n();
  const modal = wall !== null;
  const [open, setOpen] = useState(modal);
  const [messages, setMessages] = useState<Messages | null>(formMessages ?? null);
  const loading = useRef(false);
  // (Not on the wall: its route is /login/wall behind the URL asked for.)
  const onLoginPage = !modal && /^\/login(?:\/|$)/.test(pathname);
  const shownPath = useRef(pathname);
  const showForm = open && !onLoginPage && messages !== null;

  // Once per page life; a failed load (server away) leaves the link to /login and tries again next time.
  const loadMessages = useCallback(() => {
    if (messages || loading.current) return;
    loading.current = true;
    scopeMessagesAction('login').then(setMessages, () => undefined).finally(() => {
      loading.current = false;
    });
  }, [messages]);

  useEffect(() => {
    if (open && !onLoginPage) loadMessages();
  }, [open, onLoginPage, loadMessages]);

  const close = useCallback((focusEntry: boolean) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (focusEntry) details.querySelector('summary')?.focus();
  }, []);

  // A navigation closes the header's flyout (the wall's stays: its page is the login).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!modal) close(false);
  }, [pathname, modal, close]);

  // Opened (or hydrated open on the wall): the focus goes to the first field.
  useEffect(() => {
    if (showForm) panelRef.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
  }, [showForm]);

  useEffect(() => {
    const onDocument = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key === 'Escape') close(true);
        return;
      }
      // The wall's layer is modal: a click beside it does not close it.
      if (!modal && !details.contains(event.target as Node)) close(false);
    };
    document.addEventListener('click', onDocument);
    document.addEventListener('keydown', onDocument);
    return () => {
      document.removeEventListener('click', onDocument);
      document.removeEventListener('keydown', onDocument);
    };
  }, [modal, close]);

  // The modal layer keeps Tab inside itself.
  const trapFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!modal || event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <details ref={ref} className={modal ? `${styles.entry} ${styles.modal}` : styles.entry} open={modal} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="account-entry">
      <summary className={styles.summary} aria-label={texts.entry} data-testid="account-entry-login" onPointerEnter={loadMessages} onFocus={loadMessages}>
        <PersonIcon />
        <span className={styles.label}>{texts.entry}</span>
      </summary>
      {modal ? <div className={styles.backdrop} aria-hidden="true" /> : null}
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal={modal || undefined} aria-labelledby={titleId} onKeyDown={trapFocus} data-testid="login-flyout">
        <p id={titleId} className={styles.title}>
          {texts.title}
        </p>
        {wall === 'expired' ? (
          <p className={`notice notice-info ${styles.warning}`} role="alert" data-testid="login-flyout-expired">
            {texts.expired}
          </p>
        ) : null}
        {showForm && messages ? (
          <I18nProvider locale={locale} messages={messages}>
            <LoginForm
              isB2b={isB2b}
              submitLabel={texts.submit}
              redirectTo={redirectTo}
              testId="login-flyout-form"
              onLoggedIn={(answer) => {
                if (modal) {
                  // The wall: the forbidden() boundary keeps its placeholder through a refresh, so the
                  // browser loads the same URL again, now with the session (the merge notice in the URL).
                  const here = `${window.location.pathname}${window.location.search}`;
                  window.location.assign(answer.cartMerged ? withToast(here, 'vue.cart.notification.mergeCarts') : here);
                  return;
                }
                if (answer.cartMerged) toasts.show({ kind: 'info', messageKey: 'vue.cart.notification.mergeCarts' });
                // Routes prefetched while logged out go first, then this page comes again as the customer's.
                close(false);
                void dropPrefetchedRoutesAction().finally(() => router.refresh());
              }}
            />
          </I18nProvider>
        ) : (
          <>
            <p className={styles.text}>{texts.text}</p>
            <Link href={headerLoginHref(pathname)} className={`btn ${styles.primary}`} prefetch={false} data-testid="account-entry-login-link">
              {texts.entry}
            </Link>
          </>
        )}
        <ul className={styles.secondary}>
          <li>
            <Link href="/myaccount/resetpassword" prefetch={false}>
              {texts.forgot}
            </Link>
          </li>
          <li>
            {texts.newCustomer}{' '}
            <Link href="/myaccount/register" prefetch={false}>
              {texts.register}
            </Link>
          </li>
        </ul>
      </div>
    </details>
  );
}
