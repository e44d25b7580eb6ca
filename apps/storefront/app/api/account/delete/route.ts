import { deleteCurrentAccount } from '@/lib/account/delete-account';
import { errorJson, jsonAnswer, readJsonObject, textField } from '@/lib/shop-api/api-route';

/**
 * POST /api/account/delete { password, answer } — the account deletion of the
 * hydrated contact page (components/account/delete-account.tsx): the form's state as JSON; on
 * success the cookies are cleared and `to` names the home page with the notice.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonObject(request);
  if (!read.ok) return read.answer;
  const password = textField(read.body, 'password');
  const answer = typeof read.body.answer === 'number' && Number.isInteger(read.body.answer) ? read.body.answer : 0;
  if (password === null || password === undefined) return errorJson(400, 'vue.cart.error.somethingWentWrong', 'password must be a string.');
  return jsonAnswer(200, await deleteCurrentAccount(password, answer + 1));
}
