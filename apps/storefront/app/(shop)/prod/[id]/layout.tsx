import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Hands the browser the texts the product page (gallery, variant select, buy box) renders (lib/i18n/client-scopes.ts, scope "product"). */
export default function ProductLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="product">{children}</ClientMessages>;
}
