import { describe, expect, it } from '@jest/globals';
import { INFO_BAR_COOKIE_EXPIRES, infoBarCookieName, infoBarDismissCookie } from './info-bar';

describe('infoBarCookieName', () => {
  it('names the cookie after the teaser name', () => {
    expect(infoBarCookieName('infobar-versandkostenfrei')).toBe('infobar_infobar-versandkostenfrei');
  });

  it('reduces a CMS name to characters a cookie name carries unquoted', () => {
    expect(infoBarCookieName(' Sommer Aktion: 20 % Rabatt! ')).toBe('infobar_sommer-aktion-20-rabatt');
    expect(infoBarCookieName('Größe;=x')).toMatch(/^infobar_[a-z0-9_-]+$/);
  });

  it('keeps different names apart and the same name the same', () => {
    expect(infoBarCookieName('Bar A')).not.toBe(infoBarCookieName('Bar B'));
    expect(infoBarCookieName('Bar A')).toBe(infoBarCookieName('bar a'));
  });

  it('still names a cookie for a name without any usable character', () => {
    expect(infoBarCookieName('!!!')).toBe('infobar_default');
  });
});

describe('infoBarDismissCookie', () => {
  it('never expires (the year 9999), for the whole site', () => {
    const cookie = infoBarDismissCookie('infobar-versandkostenfrei', false);
    expect(cookie).toBe(`infobar_infobar-versandkostenfrei=1; Path=/; Expires=${INFO_BAR_COOKIE_EXPIRES}; SameSite=Lax`);
    expect(INFO_BAR_COOKIE_EXPIRES).toContain('9999');
  });

  it('is Secure on https', () => {
    expect(infoBarDismissCookie('x', true)).toMatch(/; Secure$/);
  });
});
