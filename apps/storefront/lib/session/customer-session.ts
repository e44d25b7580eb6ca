import type { CustomerSessionFieldsFragment } from '@tafel/graphql-schema/storefront';
import { writeCustomerSession } from './session';

/**
 * Stores a session the orchestrator answered (login, guest or registration) in the cookies, the
 * customer's names with it (the header's account entry reads them, spec §3 user data).
 */
export async function storeCustomerSession(session: CustomerSessionFieldsFragment): Promise<void> {
  await writeCustomerSession({
    token: session.token,
    expires: session.expires,
    userId: session.userId,
    cartId: session.cartId,
    guest: session.guest,
    firstName: session.firstName,
    lastName: session.lastName,
  });
}
