import { expect, type Page } from '@playwright/test';

/** A consumer account a test registered for itself. */
export interface Account {
  email: string;
  password: string;
}

/** An address no earlier run used (tests register fresh accounts, never shared ones). */
export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`;

/** Registers a consumer through /myaccount/register; the page ends logged in on the account. */
export async function registerConsumer(page: Page, label: string, firstName = 'Erika', base = ''): Promise<Account> {
  const account = { email: uniqueEmail(label), password: 'tafel-neu-1' };
  await page.goto(`${base}/myaccount/register`);
  await page.fill('#field-email', account.email);
  await page.fill('#field-password', account.password);
  await page.fill('#field-passwordRepeat', account.password);
  await page.fill('#field-billingAddress-firstName', firstName);
  await page.fill('#field-billingAddress-lastName', 'Muster');
  await page.fill('#field-billingAddress-streetAndNumber', 'Hauptstraße 5');
  await page.fill('#field-billingAddress-postcode', '10115');
  await page.fill('#field-billingAddress-city', 'Berlin');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/myaccount\/contact-details/);
  await expect(page.getByTestId('account-entry-customer')).toContainText(firstName);
  return account;
}
