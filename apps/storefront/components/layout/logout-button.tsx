'use client';

import { useState } from 'react';
import { postSessionChange } from '@/lib/session/session-channel';
import { useI18n } from '../i18n/i18n-provider';

/** Ends the customer's session (POST /api/logout-action/, spec §7) and starts over on the home page. */
export function LogoutButton({ className }: { className?: string }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const logout = async (): Promise<void> => {
    setBusy(true);
    try {
      await fetch('/api/logout-action/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    } finally {
      // Spec §4: the other tabs follow the logout.
      postSessionChange('logout');
      // A full load: every server component reads the session again (and the B2B wall applies).
      window.location.assign('/');
    }
  };
  return (
    <button type="button" className={className} onClick={() => void logout()} disabled={busy}>
      {t('ui.footer.logout')}
    </button>
  );
}
