import { errorJson, jsonAnswer, readJsonObject, textField } from '@/lib/shop-api/api-route';
import { logIn } from '@/lib/account/log-in';

/**
 * POST /api/login-action/ (spec §7): { formData: { email | customerNumber, password, stayLogged },
 * mergeCart } → { successfull, errorMessage, firstName, lastName, cartMerged, updatedCartId, fieldErrors }.
 * On success the session cookies are set (the names with them, for the header); the visitor's cart
 * goes along (merged when mergeCart). The browser's address goes to the orchestrator for its
 * per-address login limit; a refused attempt (AccountRateLimitedError) answers errorMessage
 * tafel.account.rateLimited with retryAfterSeconds, for the wait message in minutes. An unreachable
 * orchestrator answers 503 with its message key (the form shows it), never a 500.
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
  const { answer, unavailable } = await logIn({ email: email ?? '', customerNumber: customerNumber ?? '', password: password ?? '', stayLogged: fields.stayLogged === true, mergeCart: read.body.mergeCart !== false });
  // An unreachable orchestrator answers its message (503), never a 500 page.
  return jsonAnswer(unavailable ? 503 : 200, answer);
}
