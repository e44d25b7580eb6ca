'use client';

import { useEffect, useState } from 'react';

/**
 * True once React drives the component in the browser (after hydration). Forms that also work
 * without JavaScript mark themselves with it (data-ready), so browser tests act on them only when
 * their JavaScript behaviour is in place: input typed before hydration could be replaced.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
