'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Follows a server action's `to` (see goTo in actions.ts: the page navigates itself, keeping its host). */
export function useGoTo(state: { to?: string | undefined }): void {
  const router = useRouter();
  useEffect(() => {
    if (state.to) router.push(state.to);
  }, [state, router]);
}
