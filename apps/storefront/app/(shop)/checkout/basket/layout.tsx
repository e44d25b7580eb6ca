import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Hands the browser the texts the basket (its lines and quantity fields) renders (lib/i18n/client-scopes.ts, scope "basket"). */
export default function BasketLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="basket">{children}</ClientMessages>;
}
