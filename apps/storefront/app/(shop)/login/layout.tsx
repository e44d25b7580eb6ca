import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Hands the browser the texts the login form renders (lib/i18n/client-scopes.ts, scope "login"). */
export default function LoginLayout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="login">{children}</ClientMessages>;
}
