import { LoginDocument } from '@tafel/graphql-schema/storefront';
import { errorJson, jsonAnswer, readJsonObject, textField } from '@/lib/shop-api/api-route';
import { storeCustomerSession } from '@/lib/session/customer-session';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';
import { accountAddressHeaders } from '@/lib/account/address-headers';
import { loginActionAnswer } from '@/lib/account/login-answer';

/**
 * POST /api/login-action/ (spec §7): { formData: { email | customerNumber, password, stayLogged },
 * mergeCart } → { successfull, errorMessage, firstName, lastName, cartMerged, updatedCartId, fieldErrors }.
 * On success the session cookies are set (the names with them, for the header); the visitor's cart
 * goes along (merged when mergeCart). The browser's address goes to the orchestrator for its
 * per-address login limit; a refused attempt (AccountRateLimitedError) answers errorMessage
 * tafel.account.rateLimited with retryAfterSeconds, for the wait message in minutes.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonObject(request);
  if (!read.ok) return read.answer;
  const form = read.body.formData;
  if (typeof form !== 'object' || form === null || Array.isArray(form)) return errorJson(400, 'vue.cart.error.somethingWentWrong', 'formData must be an object.');
  const fields = form as Record<string, unknown>;
  const email = textField(fields, 'email');
  const customerNumber = textField(fields, 'customerNumber');
  const password = textField(fields, 'password');
  if (email === null || customerNumber === null || password === null || (fields.stayLogged !== undefined && typeof fields.stayLogged !== 'boolean')) {
    return errorJson(400, 'vue.cart.error.somethingWentWrong', 'formData holds a field of the wrong type or length.');
  }
  const session = await readSession();
  const { login } = await orchestratorRequest(
    LoginDocument,
    {
      input: {
        email: customerNumber ? null : (email ?? ''),
        customerNumber: customerNumber || null,
        password: password ?? '',
        cartId: session.cartId ?? null,
        mergeCart: read.body.mergeCart !== false,
        stayLogged: fields.stayLogged === true,
      },
    },
    { userId: session.userId, headers: await accountAddressHeaders() },
  );
  if (login.__typename === 'LoggedIn') await storeCustomerSession(login.session);
  return jsonAnswer(200, loginActionAnswer(login));
}
