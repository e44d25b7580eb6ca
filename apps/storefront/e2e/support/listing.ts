import { expect, type Page } from '@playwright/test';

/**
 * Waits until React drives the listing's forms (filters, sort: data-ready). They work without
 * JavaScript too, so a checkbox ticked before hydration would only toggle, not apply.
 */
export async function listingReady(page: Page): Promise<void> {
  // Attached, not visible: on a narrow screen the filter form is folded away behind a button.
  await expect(page.locator('form[data-listing-form]').first()).toBeAttached();
  await expect(page.locator('form[data-listing-form]:not([data-ready])')).toHaveCount(0);
}
