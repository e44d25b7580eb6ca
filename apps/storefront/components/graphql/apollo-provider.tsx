'use client';

import { ApolloNextAppProvider } from '@apollo/client-integration-nextjs';
import type { ReactNode } from 'react';
import { makeShopClient } from '@/lib/shop-api/apollo-client';

/** Makes the shop's Apollo Client available to every client component (mounted in the root layout). */
export function ShopApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeShopClient}>{children}</ApolloNextAppProvider>;
}
