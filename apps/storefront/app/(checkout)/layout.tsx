import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CheckoutChrome } from '@/components/checkout/checkout-chrome';

// Checkout pages are not for search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return <CheckoutChrome>{children}</CheckoutChrome>;
}
