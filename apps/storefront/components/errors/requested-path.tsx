'use client';

import { usePathname } from 'next/navigation';

/** Longest path shown in full; a longer one (a mistyped or hostile link) is cut with an ellipsis. */
const SHOWN_PATH_CHARACTERS = 120;

/** The path the visitor asked for (spec error page: "404 page showing the path"). */
export function RequestedPath() {
  const pathname = usePathname();
  if (!pathname) return null;
  const shown = pathname.length > SHOWN_PATH_CHARACTERS ? `${pathname.slice(0, SHOWN_PATH_CHARACTERS)}…` : pathname;
  return <code>{shown}</code>;
}
