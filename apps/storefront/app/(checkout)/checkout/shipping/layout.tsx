import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Hands the browser the texts the shipping step renders (lib/i18n/client-scopes.ts, scope "checkoutShipping"). */
export default function ShippingLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="checkoutShipping">{children}</ClientMessages>;
}
