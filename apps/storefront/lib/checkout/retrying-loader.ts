/**
 * A module loaded on demand (a dynamic import) whose failure is not final: while a chunk does not
 * load (a network blip, a deploy in between) each call answers null, so a poll asks again at its
 * next turn instead of the rejection reaching the error boundary. A module that loaded is kept.
 */
export function retryingLoader<T>(load: () => Promise<T>): () => Promise<T | null> {
  let loading: Promise<T> | null = null;
  return async () => {
    const attempt = (loading ??= load());
    try {
      return await attempt;
    } catch (error) {
      // Only this attempt is forgotten: a later one that already started is kept.
      if (loading === attempt) loading = null;
      console.warn('[storefront] a chunk did not load, asking again at the next call', error);
      return null;
    }
  };
}
