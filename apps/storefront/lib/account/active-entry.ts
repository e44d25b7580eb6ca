// Which entry of the account navigation a path belongs to (the client navigation marks it).

/** The href of the entry the path belongs to, or null. */
export function activeAccountHref(pathname: string, entries: readonly { href: string; base: string }[]): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const found = entries.find((entry) => path === entry.base || path.startsWith(`${entry.base}/`));
  return found ? found.href : null;
}
