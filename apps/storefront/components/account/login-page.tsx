'use client';

import { useRouter } from 'next/navigation';
import { withToast } from '@/lib/toast/toast-param';
import { useI18n } from '../i18n/i18n-provider';
import { LoginForm } from './login-form';
import { dropPrefetchedRoutesAction } from './session-routes-action';
import styles from '../checkout/checkout.module.css';

/** The login page's form: after login the shopper goes where they wanted to go (a path of this shop). */
export function LoginPage({ isB2b, redirectTo }: { isB2b: boolean; redirectTo: string }) {
  const { t } = useI18n();
  const router = useRouter();
  return (
    <section className={styles.panel}>
      <LoginForm
        isB2b={isB2b}
        submitLabel={t('ui.login.submit')}
        redirectTo={redirectTo}
        onLoggedIn={(answer) => {
          // Routes prefetched while logged out (the B2B wall's redirects) go first, or the push would follow one back here.
          void dropPrefetchedRoutesAction().finally(() => {
            router.push(answer.cartMerged ? withToast(redirectTo, 'vue.cart.notification.mergeCarts') : redirectTo);
            router.refresh();
          });
        }}
      />
    </section>
  );
}
