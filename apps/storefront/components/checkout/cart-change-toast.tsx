'use client';

import { CART_CHANGED_KEY } from '@tafel/domain';
import { useEffect } from 'react';
import { useToasts } from '../toast/toast-provider';

// Notices this tab has toasted already: a shopper going from step to step hears of one change once
// (the summary shows it for good, with the changed lines).
const toasted = new Set<string>();

/**
 * Spec §4 cart changed (issue 26) on the steps before the summary: extending the lightning
 * reservation at checkout start changed the cart's prices; a warning toast says so once.
 */
export function CartChangeToast({ noticeId }: { noticeId: string | null }) {
  const { show } = useToasts();
  useEffect(() => {
    if (noticeId === null || toasted.has(noticeId)) return;
    toasted.add(noticeId);
    show({ id: `cart-change-${noticeId}`, kind: 'warning', messageKey: CART_CHANGED_KEY });
  }, [noticeId, show]);
  return null;
}
