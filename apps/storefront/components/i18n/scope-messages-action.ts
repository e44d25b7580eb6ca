'use server';

import { scopeMessages } from '@/lib/i18n/client-messages';
import { LOADABLE_SCOPES, type LoadableScope } from '@/lib/i18n/client-scopes';
import type { Messages } from '@/lib/i18n/translate';
import { currentTranslator } from '@/lib/site/site';

/**
 * The messages of a client scope that a client component loads when it needs them rather than
 * with every page (the header's login flyout: its form's texts when it opens — issue 24's HTML
 * budget). Only the scopes of LOADABLE_SCOPES: the name comes from the browser.
 */
export async function scopeMessagesAction(scope: LoadableScope): Promise<Messages> {
  if (!(LOADABLE_SCOPES as readonly string[]).includes(scope)) throw new Error('unknown message scope');
  const { language } = await currentTranslator();
  return scopeMessages(scope, language);
}
