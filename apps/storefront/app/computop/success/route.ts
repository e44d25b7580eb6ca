import { CHECKOUT_ROUTES } from '@tafel/checkout-machine';
import type { NextRequest } from 'next/server';
import { checkoutContextOfCart } from '@/lib/checkout/checkout';
import { CARD_PAYMENT_RETURN_ROUTE, cardReturnTarget } from '@/lib/checkout/payment-return';

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/**
 * GET /computop/success (spec §2: the return from a card payment). The buyer paid on the card
 * form: on to the thank-you page with the order the checkout waits for, which confirms it there.
 * Without a card order waiting, the thank-you page's gate decides (no order → home).
 */
export async function GET(request: NextRequest): Promise<Response> {
  try {
    return seeOther(cardReturnTarget(await checkoutContextOfCart(), request.nextUrl.searchParams.get('orderId')));
  } catch (error) {
    // The thank-you page tries again and shows the shop's error page if the orchestrator stays away.
    console.error('[storefront] card payment return failed', error);
    return seeOther(CHECKOUT_ROUTES.confirmation);
  }
}

/**
 * A provider that posts the buyer back: the post comes from its site, so the browser leaves the
 * session cookies (SameSite=Lax) out. The same address by GET, a top-level navigation, has them.
 */
export function POST(request: NextRequest): Response {
  return seeOther(`${CARD_PAYMENT_RETURN_ROUTE}${request.nextUrl.search}`);
}
