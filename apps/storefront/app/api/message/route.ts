import { jsonAnswer } from '@/lib/shop-api/api-route';
import { hasMessage } from '@/lib/i18n/i18n';
import { MESSAGE_KEY_MAX_LENGTH } from '@/lib/i18n/message-route';
import { currentTranslator } from '@/lib/site/site';

/**
 * GET /api/message?key=… — the text of one message key in the shop language of the host, for a
 * toast a URL asks for whose text the page did not bring (components/toast/toast-from-url.tsx).
 * Only whole catalogue keys are answered (no "#noParams" variants); anything else is a 404.
 */
export async function GET(request: Request): Promise<Response> {
  const key = new URL(request.url).searchParams.get('key');
  if (!key || key.length > MESSAGE_KEY_MAX_LENGTH || key.includes('#') || !hasMessage(key)) return jsonAnswer(404, { text: null });
  const { message } = await currentTranslator();
  return jsonAnswer(200, { text: message(key) });
}
