import { isValidHash, RETURN_ROUTES } from '@tafel/returns-machine';
import { LookupReturnOrderDocument } from '@tafel/graphql-schema/storefront';
import { notFound, redirect } from 'next/navigation';
import { answeredReturnId, returnLinkTarget } from '@/lib/returns/return-link';
import { ensureReturnCaller, readReturnId, writeReturnId } from '@/lib/returns/returns';
import { orchestratorRequest, OrchestratorUnavailableError } from '@/lib/shop-api/orchestrator';
import { withToast } from '@/lib/toast/toast-param';

/**
 * GET /api/returns/open?order=<hash>: the return link of the order detail and the e-mails
 * (productselection?order=) for a visitor whose return is not that order yet. A page render
 * cannot set cookies, so productselection sends the visitor here: the order is looked up by its
 * hash (in the visitor's return, whose state another hash clears, spec §4), the return id stored
 * in the cookie, and the visitor sent on (returnLinkTarget): productselection's gate sends a
 * lookup that found nothing to the lookup form (spec §2), and the page shows one the upstream did
 * not answer as a failure with retry, so the two never send the visitor back and forth.
 */
export async function GET(request: Request): Promise<Response> {
  const hash = new URL(request.url).searchParams.get('order');
  if (!isValidHash(hash)) redirect(RETURN_ROUTES.lookup);
  let target: string | null;
  try {
    const caller = await ensureReturnCaller();
    if (caller === null) notFound();
    const returnId = await readReturnId();
    let { lookupReturnOrder: answer } = await orchestratorRequest(LookupReturnOrderDocument, { input: { returnId: returnId ?? null, hash } }, caller);
    // The cookie's return expired: start a new one.
    if (answer.__typename === 'ReturnNotFoundError' && returnId) {
      ({ lookupReturnOrder: answer } = await orchestratorRequest(LookupReturnOrderDocument, { input: { hash } }, caller));
    }
    // Whenever the answer names another return than the cookie (a new one, or a submitted one's lookup that started anew).
    const answeredId = answeredReturnId(answer);
    if (answeredId !== undefined && answeredId !== returnId) await writeReturnId(answeredId);
    target = returnLinkTarget(answer, hash);
  } catch (error) {
    if (!(error instanceof OrchestratorUnavailableError)) throw error;
    console.error('[storefront] return link lookup failed', error);
    target = withToast(RETURN_ROUTES.lookup, 'vue.cart.error.somethingWentWrong');
  }
  if (target === null) notFound();
  redirect(target);
}
