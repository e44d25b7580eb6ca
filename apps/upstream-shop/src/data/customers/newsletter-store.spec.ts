import { NEWSLETTER_CONFIRM_TTL_MS, NewsletterStore } from './newsletter-store.js';

describe('NewsletterStore double opt-in', () => {
  let now = Date.parse('2026-11-27T08:00:00Z');
  const store = () => new NewsletterStore([], () => now);

  it('answers one 192-bit token per open sign-up, used once', () => {
    const newsletter = store();
    const token = newsletter.request('Leser@Example.org', 'de');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newsletter.request('leser@example.org ', 'de')).toBe(token);
    expect(newsletter.peek(token)).toEqual({ email: 'Leser@Example.org', shop: 'de' });
    expect(newsletter.isSubscribed('leser@example.org')).toBe(false);
    expect(newsletter.confirm(token)).toEqual({ email: 'Leser@Example.org', shop: 'de' });
    expect(newsletter.isSubscribed('leser@example.org')).toBe(true);
    expect(newsletter.confirm(token)).toBeNull();
  });

  it('lets a link expire after NEWSLETTER_CONFIRM_TTL_MS; a new sign-up gets a new link', () => {
    const newsletter = store();
    const token = newsletter.request('spaet@example.org', 'at');
    now += NEWSLETTER_CONFIRM_TTL_MS;
    expect(newsletter.isPending('spaet@example.org')).toBe(false);
    expect(newsletter.confirm(token)).toBeNull();
    expect(newsletter.isSubscribed('spaet@example.org')).toBe(false);
    const fresh = newsletter.request('spaet@example.org', 'at');
    expect(fresh).not.toBe(token);
    expect(newsletter.confirm(token)).toBeNull();
    expect(newsletter.confirm(fresh)).toEqual({ email: 'spaet@example.org', shop: 'at' });
  });
});
