import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Hands the browser the texts the checkout's login step renders (lib/i18n/client-scopes.ts, scope "checkoutLogin"). */
export default function CheckoutLoginLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="checkoutLogin">{children}</ClientMessages>;
}
