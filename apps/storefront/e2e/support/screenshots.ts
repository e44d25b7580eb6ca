import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Screenshots of one area into docs/screenshots/<folder>/: `shot` as the page is, `shots` also at
 * phone width (375 px, then back). With phoneFits, `shots` also checks that nothing widens the page.
 */
export function screenshotsIn(folder: string, options: { phoneFits?: boolean } = {}) {
  const dir = fileURLToPath(new URL(`../../docs/screenshots/${folder}/`, import.meta.url));

  async function shot(page: Page, name: string, fullPage = true): Promise<void> {
    await page.screenshot({ path: `${dir}${name}.png`, fullPage });
  }

  async function shots(page: Page, name: string): Promise<void> {
    await shot(page, name);
    const size = page.viewportSize() ?? { width: 1280, height: 900 };
    await page.setViewportSize({ width: 375, height: 800 });
    if (options.phoneFits) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, `${name}-375`);
    await page.setViewportSize(size);
  }

  return { shot, shots };
}
