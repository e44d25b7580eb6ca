/**
 * The state and its ancestors, e.g. failed.upstreamUnavailable → [failed, failed.upstreamUnavailable]
 * (of every region, for a parallel state).
 * A module of its own: the browser's chart needs it, and chart-layout.ts would bring ELK (the
 * server's layout engine, ~430 kB gzip) into the browser with it.
 */
export function activePaths(state: string | null): string[] {
  if (!state) return [];
  // A parallel machine's state names every region: "flow.preparing.selection, uploads.idle".
  return state.split(', ').flatMap((region) => {
    const parts = region.split('.');
    return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
  });
}
