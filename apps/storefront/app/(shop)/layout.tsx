import type { ReactNode } from 'react';
import { SessionSync } from '@/components/account/session-sync';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ShopChrome } from '@/components/layout/shop-chrome';

export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages scope="shop">
      <ShopChrome>{children}</ShopChrome>
      {/* Spec §4 cross-tab sync: login, logout and cleanup in another tab refresh this one. */}
      <SessionSync />
    </ClientMessages>
  );
}
