import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Hands the browser the texts the payment step renders (lib/i18n/client-scopes.ts, scope "checkoutPayment"). */
export default function PaymentLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="checkoutPayment">{children}</ClientMessages>;
}
