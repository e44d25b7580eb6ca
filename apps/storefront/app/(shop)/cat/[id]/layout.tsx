import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Hands the browser the texts the category page's sort select renders (lib/i18n/client-scopes.ts, scope "listing"). */
export default function CategoryLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="listing">{children}</ClientMessages>;
}
