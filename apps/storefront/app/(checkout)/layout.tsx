import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SessionSync } from '@/components/account/session-sync';
import { CheckoutChrome } from '@/components/checkout/checkout-chrome';
import { ClientMessages } from '@/components/i18n/client-messages';

// Checkout pages are not for search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages scope="checkout">
      <CheckoutChrome>{children}</CheckoutChrome>
      {/* Spec §4 cross-tab sync: a login or logout in another tab refreshes the checkout too. */}
      <SessionSync />
    </ClientMessages>
  );
}
