import { describe, expect, it } from '@jest/globals';
import type { LoginMutation } from '@tafel/graphql-schema/storefront';
import { loginActionAnswer } from './login-answer';

type Login = LoginMutation['login'];

describe('loginActionAnswer (POST /api/login-action/, spec §7)', () => {
  it('answers the names and the cart to go on with after a login', () => {
    const login = {
      __typename: 'LoggedIn',
      session: { token: 't', expires: '2030-01-01T00:00:00Z', userId: 'u', cartId: 'c2', guest: false, firstName: 'Anna', lastName: 'Schmidt', cartMerged: true },
    } as Login;
    expect(loginActionAnswer(login)).toEqual({ successfull: true, errorMessage: null, firstName: 'Anna', lastName: 'Schmidt', cartMerged: true, updatedCartId: 'c2', fieldErrors: [] });
  });

  it('answers a failed login with its key and field errors (the form marks e-mail and password)', () => {
    const login = {
      __typename: 'LoginFailedError',
      errorCode: 'LOGIN_FAILED',
      messageKey: 'vue.user.login.error.invalidCredentials',
      message: 'x',
      fieldErrors: [{ field: 'password', messageKey: 'vue.form.error.password.wrong', message: 'x', params: [] }],
    } as unknown as Login;
    expect(loginActionAnswer(login)).toEqual({ successfull: false, errorMessage: 'vue.user.login.error.invalidCredentials', fieldErrors: [{ fieldName: 'password', errorMessage: 'vue.form.error.password.wrong' }] });
  });

  it('answers too many attempts with the wait', () => {
    const login = { __typename: 'AccountRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: 'tafel.account.rateLimited', message: 'x', retryAfterSeconds: 840 } as unknown as Login;
    expect(loginActionAnswer(login)).toEqual({ successfull: false, errorMessage: 'tafel.account.rateLimited', retryAfterSeconds: 840, fieldErrors: [] });
  });
});
