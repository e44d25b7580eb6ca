import { describe, expect, it } from '@jest/globals';
import { translator } from '@/lib/i18n/i18n';
import {
  afterEndedLogoutPath,
  afterRegistrationPath,
  isResetTokenRefusal,
  registrationCountry,
  loginBackTo,
  rateLimitedText,
  rateLimitMinutes,
  registrationOrigin,
  resetTokenMessageKey,
  resetTokenOf,
  showsCustomerNumberPage,
} from './account-rules';
import { asciiEmail, displayEmail } from './display-email';

describe('rate-limit wait message (AccountRateLimitedError)', () => {
  it('rounds the wait up to whole minutes, at least one', () => {
    expect(rateLimitMinutes(0)).toBe(1);
    expect(rateLimitMinutes(59)).toBe(1);
    expect(rateLimitMinutes(61)).toBe(2);
    expect(rateLimitMinutes(900)).toBe(15);
    expect(rateLimitMinutes(Number.NaN)).toBe(1);
  });

  it('names the minutes in the shop language', () => {
    expect(rateLimitedText(translator('de-DE').message, 840)).toBe('Zu viele Versuche. Bitte warten Sie 14 Minuten und versuchen Sie es dann erneut.');
    expect(rateLimitedText(translator('de-DE').message, 30)).toBe('Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.');
    expect(rateLimitedText(translator('en-DE').message, 600)).toBe('Too many attempts. Please wait 10 minutes and then try again.');
  });
});

describe('isResetTokenRefusal (new password: a new link only for a refused link)', () => {
  it('tells a refused link from a refused password', () => {
    expect(isResetTokenRefusal('vue.user.newPassword.error.invalidToken')).toBe(true);
    expect(isResetTokenRefusal('vue.user.newPassword.error.tokenExpired')).toBe(true);
    expect(isResetTokenRefusal('vue.form.error.password.notEqual')).toBe(false);
    expect(isResetTokenRefusal('vue.cart.error.somethingWentWrong')).toBe(false);
    expect(isResetTokenRefusal(null)).toBe(false);
  });
});

describe('registrationCountry', () => {
  it('presets the shop\'s own country', () => {
    expect(registrationCountry('at-de')).toBe('AT');
    expect(registrationCountry('ch-de')).toBe('CH');
    expect(registrationCountry('de-de')).toBe('DE');
  });
});

describe('registration (spec §2 origin=wishlist)', () => {
  it('goes to the wishlist only for origin=wishlist', () => {
    expect(afterRegistrationPath(registrationOrigin('wishlist'))).toBe('/myaccount/wishlist');
    expect(afterRegistrationPath(registrationOrigin(undefined))).toBe('/myaccount/contact-details');
    expect(afterRegistrationPath(registrationOrigin('https://evil.example'))).toBe('/myaccount/contact-details');
    expect(afterRegistrationPath(registrationOrigin(['wishlist', 'x']))).toBe('/myaccount/contact-details');
  });
});

describe('new password token (spec §5: a non-empty string)', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    [['a', 'b'], null],
    ['has space', null],
    ['x'.repeat(513), null],
    ['abc-123_DEF', 'abc-123_DEF'],
  ])('%p → %p', (value, token) => {
    expect(resetTokenOf(value as string | string[] | undefined)).toBe(token);
  });

  it('maps the token state to its message', () => {
    expect(resetTokenMessageKey('VALID')).toBeNull();
    expect(resetTokenMessageKey('EXPIRED')).toBe('vue.user.newPassword.error.tokenExpired');
    expect(resetTokenMessageKey('INVALID')).toBe('vue.user.newPassword.error.invalidToken');
  });
});

describe('logout and login ways (spec §8)', () => {
  it('goes home after an ended session, with the warning for a security logout', () => {
    expect(afterEndedLogoutPath(false)).toBe('/');
    expect(afterEndedLogoutPath(true)).toBe('/?toast=vue.error.security.valid_token_required');
  });

  it('comes back to the page after the login', () => {
    expect(loginBackTo('/myaccount/password')).toBe('/login?redirect=%2Fmyaccount%2Fpassword');
  });
});

describe('customer number page', () => {
  it('is for B2B accounts on the B2B shop only', () => {
    expect(showsCustomerNumberPage(true, 'B2B')).toBe(true);
    expect(showsCustomerNumberPage(false, 'B2B')).toBe(false);
    expect(showsCustomerNumberPage(true, 'CONSUMER')).toBe(false);
  });
});

describe('displayEmail (spec §5 punycode decoded)', () => {
  it('decodes an internationalised domain', () => {
    expect(displayEmail('anna@xn--mller-kva.de')).toBe('anna@müller.de');
  });
  it('leaves plain and odd values alone', () => {
    expect(displayEmail('anna@example.de')).toBe('anna@example.de');
    expect(displayEmail('no-at-sign')).toBe('no-at-sign');
    expect(displayEmail('a@')).toBe('a@');
  });

  it('sends a Unicode domain to the orchestrator as punycode (the inverse of displayEmail)', () => {
    expect(asciiEmail('anna@müller.de')).toBe('anna@xn--mller-kva.de');
    expect(asciiEmail('anna@MÜLLER.de')).toBe('anna@xn--mller-kva.de');
    expect(asciiEmail(displayEmail('anna@xn--mller-kva.de'))).toBe('anna@xn--mller-kva.de');
    expect(asciiEmail('anna@example.de')).toBe('anna@example.de');
    expect(asciiEmail('no-at-sign')).toBe('no-at-sign');
    expect(asciiEmail('a@')).toBe('a@');
  });
});
