import { HeaderMap } from '@apollo/server';
import { noStorePlugin } from './no-store.js';

/** The Cache-Control the plugin leaves on a response that had `before` (undefined: none). */
async function after(before?: string): Promise<string | undefined> {
  const headers = new HeaderMap();
  if (before !== undefined) headers.set('cache-control', before);
  const hooks = (await noStorePlugin().requestDidStart!({} as never)) as { willSendResponse: (context: unknown) => Promise<void> };
  await hooks.willSendResponse({ response: { http: { headers } } });
  return headers.get('cache-control');
}

describe('noStorePlugin', () => {
  it('answers no-store as Apollo did for a schema without cache hints', async () => {
    expect(await after()).toBe('no-store');
    expect(await after('max-age=60, public')).toBe('no-store');
    expect(await after('no-store')).toBe('no-store');
    expect(await after('private, max-age=5')).toBe('private, max-age=5');
  });
});
