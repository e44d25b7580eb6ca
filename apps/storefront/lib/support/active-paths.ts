/**
 * The state and its ancestors, e.g. failed.upstreamUnavailable → [failed, failed.upstreamUnavailable].
 * A module of its own: the browser's chart needs it, and chart-layout.ts would bring ELK (the
 * server's layout engine, ~430 kB gzip) into the browser with it.
 */
export function activePaths(state: string | null): string[] {
  if (!state) return [];
  const parts = state.split('.');
  return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
}
