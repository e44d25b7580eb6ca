'use client';

import { useEffect } from 'react';
import { useToasts } from '../toast/toast-provider';
import { forgetMergeAction } from './merge-actions';

/** Says once that the login moved the visitor's merkzettel into the account (issue 29), then forgets it. */
export function MergedNotice({ text }: { text: string }) {
  const { show } = useToasts();
  useEffect(() => {
    show({ id: 'wishlist-merged', kind: 'info', messageKey: 'wishlist-merged', text });
    void forgetMergeAction();
  }, [show, text]);
  return null;
}
