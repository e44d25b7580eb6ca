import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Hands the order form's rows their texts (lib/i18n/client-scopes.ts, scope "orderForm"). */
export default function OrderFormLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="orderForm">{children}</ClientMessages>;
}
