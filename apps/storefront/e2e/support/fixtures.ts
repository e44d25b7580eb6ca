import { test as base, expect } from '@playwright/test';

/** Playwright test with baseURL pointing at the storefront started by global-setup.ts. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the stack was not started by global-setup.ts');
    await use(url);
  },
});

export { expect };

/** Parses a German price text such as "1.234,56 €" into cents. */
export function parseEuroCents(text: string): number {
  const match = text.replace(/\s/g, ' ').match(/-?[\d.]+,\d{2}/);
  if (!match) throw new Error(`no price in "${text}"`);
  return Math.round(Number(match[0].replace(/\./g, '').replace(',', '.')) * 100);
}

/** Formats cents like the shop does: 349 → "3,49 €". */
export function formatEuro(cents: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
}
