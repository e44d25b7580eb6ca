'use client';

import { usePathname } from 'next/navigation';

/** The path the visitor asked for (spec error page: "404 page showing the path"). */
export function RequestedPath() {
  const pathname = usePathname();
  if (!pathname) return null;
  return <code>{pathname}</code>;
}
