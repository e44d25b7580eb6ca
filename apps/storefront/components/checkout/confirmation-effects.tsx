'use client';

import { useEffect, useRef } from 'react';
import { clearCheckoutStorage } from '@/lib/checkout/checkout-storage';
import { postSessionChange } from '@/lib/session/session-channel';

/**
 * What the thank-you page does once it showed the order (spec §4 After an order): the browser
 * goes on with the new cart; stored ids and session storage keys go. An Amazon-style payment the
 * buyer came back from was completed before the page rendered (lib/checkout requireCheckoutStep).
 */
export function ConfirmationEffects({ cartId }: { cartId: string }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void (async () => {
      await fetch('/api/confirmation-cleanup/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cartId }) }).catch(() => undefined);
      clearCheckoutStorage();
      // Spec §4: the other tabs take the new cart over.
      postSessionChange('cleanup');
    })();
  }, [cartId]);
  return null;
}
