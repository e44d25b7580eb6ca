// The cart-changed notice on the checkout summary on real Chromium against the whole stack
// (issue 26; spec session-checkout-account §4 Submit, cart changed): a lightning reservation that
// ran out while the shopper was in the checkout is claimed again when the summary starts the
// checkout; the summary says so above the totals, marks the line, and the order goes through
// naming the notice; the payment step shows it as a toast. A deal item no other e2e test buys, a
// cart of its own.
import { guestToSummary, upstreamGraphql } from './support/checkout';
import { expect, test } from './support/fixtures';

/** A seeded deal of the stand-in (apps/upstream-shop README "Lightning deals"). */
const DEAL = { productId: '10301', itemId: '10301-01' };

async function reservationMs(ms: number | null): Promise<void> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/__faults/lightning-reservation`, {
    method: ms === null ? 'DELETE' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: ms === null ? undefined : JSON.stringify({ ms }),
  });
  if (!response.ok) throw new Error(`lightning reservation hook refused: ${response.status} ${await response.text()}`);
}

/** Whether the stand-in holds the cart's reservation as expired (the shopper's cart and user id cookies). */
async function reservationExpired(cookies: { name: string; value: string }[]): Promise<boolean> {
  const value = new Map(cookies.map((cookie) => [cookie.name, cookie.value]));
  const answer = await upstreamGraphql<{ getLightningDealReservation: { isLightningDealReservationExpired: boolean } }>(
    'query($cartId: ID) { getLightningDealReservation(cartId: $cartId) { isLightningDealReservationExpired } }',
    { cartId: value.get('cartId') },
    'de-de',
    { 'X-iSHOP-API-USERID': value.get('X-iSHOP-API-USERID')! },
  );
  return answer.getLightningDealReservation.isLightningDealReservationExpired;
}

test('a reservation that ran out during the checkout shows the cart-changed notice on the summary; the order goes through', async ({ page }) => {
  try {
    // Every checkout page extends a reservation that ends this soon by this much: it runs out while the summary is open.
    await reservationMs(3000);
    await page.goto(`/prod/${DEAL.productId}?varid=${DEAL.itemId}`);
    await page.getByTestId('add-lightning-to-cart').click();
    await expect(page.getByTestId('lightning-add-success')).toBeVisible();
    await guestToSummary(page);
    await expect(page.getByTestId('summary-lines')).toBeVisible();
    await expect.poll(async () => reservationExpired(await page.context().cookies()), { timeout: 10_000 }).toBe(true);
    // The reservation claimed again at the summary's start lasts the upstream's 15 minutes again (the order needs it).
    await reservationMs(null);

    await page.reload();
    const notice = page.getByTestId('cart-change-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toContainText('Ihr Warenkorb hat sich geändert. Bitte prüfen Sie ihn noch einmal.');
    await expect(notice).toContainText('Ihre Blitzangebot-Reservierung wurde erneuert.');
    // The notice stands above the totals; the changed line is marked in words, not colour alone.
    const noticeBox = await notice.boundingBox();
    const totalBox = await page.getByTestId('summary-total').boundingBox();
    expect(noticeBox!.y).toBeLessThan(totalBox!.y);
    const changed = page.getByTestId('summary-lines').locator('li[data-changed]');
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText('Preis geändert');

    // The step before the summary says it too, as a warning toast (once per change).
    await page.getByRole('button', { name: 'Zahlungsart ändern' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    const toast = page.getByTestId('toast').filter({ hasText: 'Ihr Warenkorb hat sich geändert. Bitte prüfen Sie ihn noch einmal.' });
    await expect(toast).toHaveAttribute('data-kind', 'warning');
    await page.getByTestId('payment-INVOICE').click();
    await page.getByTestId('payment-submit').click();
    await expect(page).toHaveURL(/\/checkout\/summary$/);
    await expect(page.getByTestId('cart-change-notice')).toBeVisible();

    // The order button names the notice (seenCartChangeId): the order is placed.
    await expect(page.getByTestId('submit-order')).toBeEnabled();
    await page.getByTestId('submit-order').click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\?orderId=\d+$/);
    await expect(page.getByTestId('confirmation')).toBeVisible();
  } finally {
    await reservationMs(null);
  }
});
