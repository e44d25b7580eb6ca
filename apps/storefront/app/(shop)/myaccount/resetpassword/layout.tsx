import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The account forms' texts for their client components (lib/i18n/client-scopes.ts, scope "accountForms"). */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="accountForms">{children}</ClientMessages>;
}
