import { describe, expect, it } from '@jest/globals';
import { loginEvent, loginFailedEvent, navigationAreaOf, navigationEvent, navigationTarget, webVitalsEvent, type NavigationClick } from './site-events';

const ORIGIN = 'http://tafel.localhost:3000';
const click = (overrides: Partial<NavigationClick> = {}): NavigationClick => ({ area: 'main', text: 'Schreiben & Zeichnen', href: '/cat/100/', origin: ORIGIN, level: 1, ...overrides });

describe('navigationAreaOf (the header\'s data-nav-area values)', () => {
  it('maps the bar and its flyouts to main, the drawer and the footer to themselves', () => {
    expect(navigationAreaOf('bar')).toBe('main');
    expect(navigationAreaOf('flyout')).toBe('main');
    expect(navigationAreaOf('drawer')).toBe('drawer');
    expect(navigationAreaOf('footer')).toBe('footer');
    expect(navigationAreaOf('toString')).toBeNull();
    expect(navigationAreaOf(null)).toBeNull();
  });
});

describe('navigationEvent (catalogue spec §7 navigation)', () => {
  it('names the link text, target and level', () => {
    expect(navigationEvent(click({ area: 'drawer', text: '  Bleistifte\n  & Buntstifte ', href: '/cat/110/', level: 2 }))).toEqual({
      event: 'navigation',
      navigation_area: 'drawer',
      navigation_text: 'Bleistifte & Buntstifte',
      navigation_target: '/cat/110/',
      navigation_level: 2,
    });
  });

  it('sends a shop link as its path, another site as its URL, a marker as it is', () => {
    expect(navigationTarget(`${ORIGIN}/beratung/?x=1`, ORIGIN)).toBe('/beratung/?x=1');
    expect(navigationTarget('https://www.instagram.com/tafel', ORIGIN)).toBe('https://www.instagram.com/tafel');
    expect(navigationTarget('#cookie-consent', ORIGIN)).toBe('#cookie-consent');
  });

  it('leaves out links to legal pages (catalogue spec §2), not other sites\' pages of the same name', () => {
    expect(navigationEvent(click({ area: 'footer', text: 'Impressum', href: '/impressum/' }))).toBeNull();
    expect(navigationEvent(click({ area: 'footer', text: 'Datenschutz', href: `${ORIGIN}/datenschutz/` }))).toBeNull();
    expect(navigationEvent(click({ area: 'footer', text: 'Privacy', href: '/privacy/' }))).toBeNull();
    expect(navigationEvent(click({ area: 'footer', text: 'AGB', href: '/agb/' }))).toMatchObject({ navigation_target: '/agb/' });
    expect(navigationEvent(click({ area: 'footer', text: 'Policy', href: 'https://example.org/privacy/' }))).toMatchObject({ navigation_target: 'https://example.org/privacy/' });
  });

  it('counts a missing or odd level as level 1; no event without text or target; long texts cut', () => {
    expect(navigationEvent(click({ level: null }))!.navigation_level).toBe(1);
    expect(navigationEvent(click({ level: 0 }))!.navigation_level).toBe(1);
    expect(navigationEvent(click({ text: '  ' }))).toBeNull();
    expect(navigationEvent(click({ href: '' }))).toBeNull();
    expect((navigationEvent(click({ text: 'x'.repeat(300) }))!.navigation_text as string).length).toBe(100);
  });
});

describe('login events', () => {
  it('login names the method', () => {
    expect(loginEvent('email')).toEqual({ event: 'login', method: 'email' });
    expect(loginEvent('checkout')).toEqual({ event: 'login', method: 'checkout' });
  });

  it('login_failed names the method and the message key, nothing typed', () => {
    expect(loginFailedEvent('customer-number', 'vue.user.login.error.invalidCredentials')).toEqual({ event: 'login_failed', method: 'customer-number', error_key: 'vue.user.login.error.invalidCredentials' });
    expect(loginFailedEvent('email', 'anna.schmidt@example.de hat sich vertippt')).toEqual({ event: 'login_failed', method: 'email', error_key: 'unknown' });
    expect(loginFailedEvent('email', null)).toMatchObject({ error_key: 'unknown' });
  });
});

describe('webVitalsEvent', () => {
  it('rounds milliseconds to whole numbers and CLS to three decimals', () => {
    expect(webVitalsEvent({ id: 'v5-1', name: 'LCP', value: 1234.567, rating: 'good', navigationType: 'navigate' }, '/')).toEqual({
      event: 'web_vitals',
      metric_name: 'LCP',
      metric_value: 1235,
      metric_id: 'v5-1',
      metric_rating: 'good',
      navigation_type: 'navigate',
      page_path: '/',
    });
    expect(webVitalsEvent({ id: 'v5-2', name: 'CLS', value: 0.01234 }, '/cat/110')).toMatchObject({ metric_name: 'CLS', metric_value: 0.012 });
  });

  it.each(['INP', 'LCP', 'CLS', 'FCP', 'TTFB'])('tracks %s', (name) => {
    expect(webVitalsEvent({ id: 'a', name, value: 1 }, '/')).not.toBeNull();
  });

  it('drops other metrics and unusable values', () => {
    expect(webVitalsEvent({ id: 'a', name: 'FID', value: 12 }, '/')).toBeNull();
    expect(webVitalsEvent({ id: 'a', name: 'Next.js-hydration', value: 12 }, '/')).toBeNull();
    expect(webVitalsEvent({ id: 'a', name: 'LCP', value: Number.NaN }, '/')).toBeNull();
    expect(webVitalsEvent({ id: 'a', name: 'LCP', value: -1 }, '/')).toBeNull();
  });
});
