import type { ReactNode } from 'react';
import { scopeMessages } from '@/lib/i18n/client-messages';
import type { ClientScope } from '@/lib/i18n/client-scopes';
import { languageOf } from '@/lib/i18n/translate';
import { currentTranslator } from '@/lib/site/site';
import { I18nProvider } from './i18n-provider';

/**
 * Hands the client components below it the messages of a client scope (lib/i18n/client-scopes.ts)
 * in the page's shop language — a server component, so the catalogues stay on the server. Used
 * by layouts, as `<ClientMessages scope="…">` (client-messages.spec.ts reads that form).
 */
export async function ClientMessages({ scope, children }: { scope: ClientScope; children: ReactNode }) {
  const { locale } = await currentTranslator();
  return (
    <I18nProvider locale={locale} messages={scopeMessages(scope, languageOf(locale))}>
      {children}
    </I18nProvider>
  );
}
