import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ShopChrome } from '@/components/layout/shop-chrome';

export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages scope="shop">
      <ShopChrome>{children}</ShopChrome>
    </ClientMessages>
  );
}
