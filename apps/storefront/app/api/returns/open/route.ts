import { isValidHash, productSelectionRoute, RETURN_ROUTES } from '@tafel/returns-machine';
import { LookupReturnOrderDocument } from '@tafel/graphql-schema/storefront';
import { notFound, redirect } from 'next/navigation';
import { ensureReturnCaller, readReturnId, writeReturnId } from '@/lib/returns/returns';
import { orchestratorRequest, OrchestratorUnavailableError } from '@/lib/shop-api/orchestrator';
import { withToast } from '@/lib/toast/toast-param';

/**
 * GET /api/returns/open?order=<hash>: the return link of the order detail and the e-mails
 * (productselection?order=) for a visitor whose return is not that order yet. A page render
 * cannot set cookies, so productselection sends the visitor here: the order is looked up by its
 * hash (in the visitor's return, whose state another hash clears, spec §4), the return id stored
 * in the cookie, and the visitor sent back to productselection, whose gate decides (nothing found
 * → the lookup, spec §2).
 */
export async function GET(request: Request): Promise<Response> {
  const hash = new URL(request.url).searchParams.get('order');
  if (!isValidHash(hash)) redirect(RETURN_ROUTES.lookup);
  let target: string;
  try {
    const caller = await ensureReturnCaller();
    const returnId = await readReturnId();
    let { lookupReturnOrder: answer } = await orchestratorRequest(LookupReturnOrderDocument, { input: { returnId: returnId ?? null, hash } }, caller);
    // The cookie's return expired: start a new one.
    if (answer.__typename === 'ReturnNotFoundError' && returnId) {
      ({ lookupReturnOrder: answer } = await orchestratorRequest(LookupReturnOrderDocument, { input: { hash } }, caller));
    }
    switch (answer.__typename) {
      case 'ReturnFlow':
        await writeReturnId(answer.id);
        target = productSelectionRoute(hash);
        break;
      case 'ReturnsDisabledError':
        notFound();
      // falls through: notFound() never returns
      case 'ReturnRateLimitedError':
        target = withToast(RETURN_ROUTES.lookup, 'tafel.returns.rateLimited');
        break;
      default:
        target = withToast(RETURN_ROUTES.lookup, 'vue.returns.error.orderNotFound');
    }
  } catch (error) {
    if (!(error instanceof OrchestratorUnavailableError)) throw error;
    console.error('[storefront] return link lookup failed', error);
    target = withToast(RETURN_ROUTES.lookup, 'vue.cart.error.somethingWentWrong');
  }
  redirect(target);
}
