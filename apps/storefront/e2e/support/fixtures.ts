import { test as base, expect } from '@playwright/test';

/**
 * Playwright test with baseURL pointing at the storefront started by global-setup.ts. Every test
 * fails on a Content-Security-Policy violation in its browser context's console (a page the CSP
 * breaks); a test that provokes one on purpose takes it out of `cspViolations` after checking it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the stack was not started by global-setup.ts');
    await use(url);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Parses a German price text such as "1.234,56 €" into cents; "kostenlos" (free) is 0. */
export function parseEuroCents(text: string): number {
  if (/kostenlos/i.test(text)) return 0;
  const match = text.match(/-?[\d.]+,\d{2}/);
  if (!match) throw new Error(`no price in "${text}"`);
  return Math.round(Number(match[0].replace(/\./g, '').replace(',', '.')) * 100);
}

/** A pattern matching the shop's price text for `cents` (any kind of space before "€"). */
export function euroPattern(cents: number): RegExp {
  const [whole, fraction] = (cents / 100).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return new RegExp(`${grouped.replace(/\./g, '\\.')},${fraction}\\s€`);
}
