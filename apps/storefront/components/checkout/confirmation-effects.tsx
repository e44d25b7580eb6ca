'use client';

import { useEffect, useRef, useState } from 'react';
import { clearCheckoutStorage } from '../../lib/checkout-storage';
import { useI18n } from '../i18n/i18n-provider';

async function post(url: string, body: unknown): Promise<{ successful?: boolean; errorMessage?: string | null }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as { successful?: boolean; errorMessage?: string | null };
}

/**
 * What the thank-you page does once it showed the order: completes an Amazon-style payment the
 * buyer came back from (spec §2: a failure shows an error), then the cleanup (spec §4 After an
 * order: the browser goes on with the new cart; stored ids and session storage keys go).
 */
export function ConfirmationEffects({ cartId, amazonCheckoutSessionId }: { cartId: string; amazonCheckoutSessionId: string | null }) {
  const { message } = useI18n();
  const done = useRef(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void (async () => {
      if (amazonCheckoutSessionId) {
        const answer = await post('/api/checkout-amazon/', { amazonCheckoutSessionId, checkoutType: 'express', cartId }).catch(() => ({ successful: false }));
        if (!answer.successful) setError(message('tafel.checkout.expressPayFailed'));
      }
      await post('/api/confirmation-cleanup/', { cartId }).catch(() => undefined);
      clearCheckoutStorage();
    })();
  }, [cartId, amazonCheckoutSessionId, message]);
  return error ? (
    <p className="notice notice-error" role="alert" style={{ marginTop: 16 }}>
      {error}
    </p>
  ) : null;
}
