import { describe, expect, it } from '@jest/globals';
import type { AccountRefusalFieldsFragment } from '@tafel/graphql-schema/storefront';
import { translator } from '@/lib/i18n/i18n';
import { refusalView } from './refusal-view';

const de = translator('de-DE');
const en = translator('en-DE');

describe('refusalView (the account forms\' refusals, spec §5, §6, §8)', () => {
  it('shows field errors with the spec keys beside their fields', () => {
    const answer = {
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      messageKey: 'vue.form.error.invalidInput',
      message: 'invalid',
      fieldErrors: [
        { field: 'email', messageKey: 'vue.form.error.email.notUnique', message: 'taken', params: [] },
        { field: 'passwordRepeat', messageKey: 'vue.form.error.password.notEqual', message: 'differs', params: [] },
      ],
    } as unknown as AccountRefusalFieldsFragment;
    expect(refusalView(answer, de, 3)).toEqual({
      ok: false,
      message: null,
      fieldErrors: { email: 'Diese E-Mail-Adresse ist bereits registriert.', passwordRepeat: 'Die Passwörter stimmen nicht überein.' },
      answer: 3,
    });
  });

  it('does not repeat a field\'s error as the form\'s message', () => {
    const answer = {
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      messageKey: 'vue.form.error.password.wrong',
      message: 'wrong',
      fieldErrors: [{ field: 'password', messageKey: 'vue.form.error.password.wrong', message: 'wrong', params: [] }],
    } as unknown as AccountRefusalFieldsFragment;
    expect(refusalView(answer, de, 1)).toEqual({ ok: false, message: null, fieldErrors: { password: 'Das Passwort ist nicht korrekt.' }, answer: 1 });
  });

  it('shows a refusal of the whole form as its message (an invalid reset link, too many requests)', () => {
    const answer = { __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', messageKey: 'vue.user.forgotPassword.error.tooManyRequests', message: 'x', fieldErrors: [] } as unknown as AccountRefusalFieldsFragment;
    expect(refusalView(answer, de, 1).message).toBe('Sie haben zu oft ein neues Passwort angefordert. Bitte versuchen Sie es später erneut.');
  });

  it('names the wait of a rate-limited attempt in minutes', () => {
    const answer = { __typename: 'AccountRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: 'tafel.account.rateLimited', message: 'x', retryAfterSeconds: 301 } as unknown as AccountRefusalFieldsFragment;
    expect(refusalView(answer, en, 1).message).toBe('Too many attempts. Please wait 6 minutes and then try again.');
  });

  it('keeps a protected change on the page with a login link; an ended session also asks for the security logout', () => {
    const ended = { __typename: 'SessionRequiredError', errorCode: 'SESSION_REQUIRED', messageKey: 'vue.error.security.valid_token_required', message: 'x', sessionEnded: true } as unknown as AccountRefusalFieldsFragment;
    expect(refusalView(ended, de, 2, '/myaccount/password')).toEqual({
      ok: false,
      message: 'Ihre Anmeldung ist nicht mehr gültig. Die Änderung wurde nicht gespeichert. Bitte melden Sie sich erneut an.',
      fieldErrors: {},
      loginLink: '/login?redirect=%2Fmyaccount%2Fpassword',
      securityLogout: true,
      answer: 2,
    });
    const missing = { ...ended, sessionEnded: false } as AccountRefusalFieldsFragment;
    expect(refusalView(missing, de, 2).securityLogout).toBe(false);
    expect(refusalView(missing, de, 2).loginLink).toBe('/login?redirect=%2Fmyaccount');
  });

  it('shows another error by its key, an unknown key as the generic message', () => {
    const other = { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', messageKey: 'tafel.no.such.key', message: 'x' } as unknown as AccountRefusalFieldsFragment;
    expect(refusalView(other, de, 1).message).toBe(de.message('vue.cart.error.somethingWentWrong'));
  });
});
