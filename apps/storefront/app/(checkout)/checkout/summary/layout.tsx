import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Hands the browser the texts the summary (submit panel, edit buttons) renders (lib/i18n/client-scopes.ts, scope "checkoutSummary"). */
export default function SummaryLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="checkoutSummary">{children}</ClientMessages>;
}
