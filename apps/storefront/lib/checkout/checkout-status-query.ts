import { CheckoutStatusDocument, type CheckoutStatusQuery } from '@tafel/graphql-schema/storefront';
import { browserShopClient } from '@/lib/shop-api/browser-client';
import { isRetryableAnswer } from '@/lib/shop-api/retryable-answer';

// Loaded with import() by the summary's submit panel when it starts polling: the query document
// and Apollo Client stay off the page's first load.

/**
 * The checkout of a cart as the orchestrator has it now (never from the cache); undefined when the
 * orchestrator answered retryable (its Redis away for a moment: ask again at the next poll).
 */
export async function checkoutStatus(cartId: string): Promise<CheckoutStatusQuery['checkout'] | undefined> {
  const client = await browserShopClient();
  return client.query({ query: CheckoutStatusDocument, variables: { cartId }, fetchPolicy: 'network-only' }).then(
    (answer) => answer.data?.checkout,
    (error: unknown) => {
      if (isRetryableAnswer(error)) return undefined;
      throw error;
    },
  );
}
