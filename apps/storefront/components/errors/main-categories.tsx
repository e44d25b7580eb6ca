'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ErrorCategory } from './error-parts';

// The client error boundaries get no server data: the shop's frame hands them the main categories
// it has already read for its navigation (components/layout/shop-chrome.tsx), so the error page can
// list them like the 404 does, without a request of its own.
const MainCategoriesContext = createContext<readonly ErrorCategory[]>([]);

/** The main categories ([id, name]) for the error page below it. */
export function MainCategoriesProvider({ categories, children }: { categories: readonly ErrorCategory[]; children: ReactNode }) {
  return <MainCategoriesContext value={categories}>{children}</MainCategoriesContext>;
}

/** The main categories of the shop's frame; none outside it (the checkout's quiet frame, the root). */
export function useMainCategories(): readonly ErrorCategory[] {
  return useContext(MainCategoriesContext);
}
