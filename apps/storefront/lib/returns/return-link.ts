import { productSelectionRoute, RETURN_ROUTES } from '@tafel/returns-machine';
import type { ReturnFlowResultFieldsFragment } from '@tafel/graphql-schema/storefront';
import { hasMessage, SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import { withToast } from '@/lib/toast/toast-param';
import { returnReasonKey } from './return-messages';
import { routeOfPhase } from './return-view';

// Where GET /api/returns/open sends the visitor after looking up a return link's order (pure: the
// route handler does the requests and the cookie).

const ORDER_NOT_FOUND_KEY = 'vue.returns.error.orderNotFound';

const toast = (path: string, key: string): string => withToast(path, hasMessage(key) ? key : SOMETHING_WENT_WRONG_KEY);

/**
 * The page for the lookup's answer: the item selection of the hash for a return (its gate sends a
 * lookup that found nothing to the lookup form, and the page shows one the upstream did not answer
 * as a failure with retry); for a refusal, the page where the refused return stands, saying why;
 * the lookup form with a message otherwise. Null for "returns are off" (404).
 */
export function returnLinkTarget(answer: ReturnFlowResultFieldsFragment, hash: string): string | null {
  switch (answer.__typename) {
    case 'ReturnFlow':
      return productSelectionRoute(hash);
    case 'ReturnsDisabledError':
      return null;
    case 'ReturnRateLimitedError':
      return toast(RETURN_ROUTES.lookup, 'tafel.returns.rateLimited');
    case 'ReturnRefusedError':
      return toast(answer.returnFlow ? routeOfPhase(answer.returnFlow) : RETURN_ROUTES.lookup, returnReasonKey(answer.reason));
    case 'ReturnNotFoundError':
      return toast(RETURN_ROUTES.lookup, 'tafel.returns.expired');
    default:
      return toast(RETURN_ROUTES.lookup, ORDER_NOT_FOUND_KEY);
  }
}

/** The return id the answer names (a flow, or the flow of a refusal), if any. */
export function answeredReturnId(answer: ReturnFlowResultFieldsFragment): string | undefined {
  if (answer.__typename === 'ReturnFlow') return answer.id;
  if (answer.__typename === 'ReturnRefusedError') return answer.returnFlow?.id ?? undefined;
  return undefined;
}
