import { DeleteAccountDocument } from '@tafel/graphql-schema/storefront';
import { clearCustomerSession, writeSession } from '@/lib/session/session';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { withToast } from '@/lib/toast/toast-param';
import { accountAddressHeaders } from './address-headers';
import { customerCaller, guarded, refusalState, type AccountFormState } from './account-answers';

/** Where the shop starts over after the deletion, with the notice. */
export const AFTER_DELETION_PATH = withToast('/', 'ui.account.notification.successDeleted');

/**
 * Deletes the customer's account after the password is confirmed (a wrong one counts as a failed
 * login, per account and per address, hence the browser's address): on success the session cookies
 * go and the new anonymous cart is kept (`to` is the home page with the notice). Server actions
 * and route handlers only.
 */
export async function deleteCurrentAccount(password: string, answerNo: number): Promise<AccountFormState> {
  return guarded(answerNo, async () => {
    const { deleteAccount } = await orchestratorRequest(DeleteAccountDocument, { input: { password } }, { ...(await customerCaller()), headers: await accountAddressHeaders() });
    if (deleteAccount.__typename !== 'AccountDeleted') return refusalState(deleteAccount, answerNo, '/myaccount/contact-details');
    await clearCustomerSession();
    // Without a new cart (it could not be started now) the next add-to-cart starts one.
    if (deleteAccount.cartId && deleteAccount.userId) await writeSession({ cartId: deleteAccount.cartId, userId: deleteAccount.userId });
    return { ok: true, message: null, fieldErrors: {}, to: AFTER_DELETION_PATH, answer: answerNo };
  });
}
