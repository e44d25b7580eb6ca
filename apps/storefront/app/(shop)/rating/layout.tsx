import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

// Session spec §2/§9: /rating is on the noindex list.
export const metadata: Metadata = { robots: { index: false, follow: true } };

/** Hands the rating form its labels (lib/i18n/client-scopes.ts, scope "rating"). */
export default function RatingLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="rating">{children}</ClientMessages>;
}
