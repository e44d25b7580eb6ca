import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

// A visitor's own return, never for search engines (spec §2 noindex: any URL with ?order=).
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Hands the return pages' client components their texts (lib/i18n/client-scopes.ts, scope "returns"). */
export default function ReturnsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="returns">{children}</ClientMessages>;
}
