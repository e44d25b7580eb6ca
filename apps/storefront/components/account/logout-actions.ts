'use server';

import { redirect } from 'next/navigation';
import { afterEndedLogoutPath } from '@/lib/account/account-rules';
import { endSession } from '@/lib/account/end-session';
import { SECURITY_LOGOUT_REASON } from '@/lib/site/account-wall';

/**
 * The logout page's form without JavaScript (spec §2 /logout): ends the session like
 * /api/logout-action/ and shows the page's answer; a session that was over already goes to '/'
 * (spec §8), with the warning when it was a security logout.
 */
export async function logoutFormAction(form: unknown): Promise<void> {
  const security = form instanceof FormData && form.get('reason') === SECURITY_LOGOUT_REASON;
  const { sessionOver } = await endSession();
  if (sessionOver) redirect(afterEndedLogoutPath(security));
  redirect(security ? `/logout?done=1&reason=${SECURITY_LOGOUT_REASON}` : '/logout?done=1');
}
