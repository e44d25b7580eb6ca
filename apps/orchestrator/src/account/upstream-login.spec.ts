import { jest } from '@jest/globals';
import type { AccountLimits, LoginAdmission } from './account-limits.js';
import type { UpstreamClient } from '../upstream/upstream-client.js';
import { limitedLogin } from './upstream-login.js';

const OK = {
  login: { successful: true, errorMessage: null, updatedCartId: 'c-1', userId: 'u-1', firstName: 'Anna', lastName: 'S', cartMerged: false, token: { token: 't', expires: '2030-01-01T00:00:00Z' }, fieldErrors: [] },
};
const visitor = { userId: undefined, site: 'de-de' as const, cartId: null, mergeCart: true };

function setUp(admission: LoginAdmission, answer: () => Promise<unknown>) {
  const limits = { admitLogin: jest.fn(async () => admission) } as unknown as AccountLimits;
  const client = { request: jest.fn(answer) } as unknown as UpstreamClient;
  return { limits, client };
}

describe('limitedLogin', () => {
  it('asks the upstream nothing when the limit refuses', async () => {
    const { limits, client } = setUp({ kind: 'refused', retryAfterSeconds: 42 }, async () => OK);
    expect(await limitedLogin(limits, client, { email: 'a@b.de', password: 'x' }, visitor, '192.0.2.1')).toMatchObject({ __typename: 'AccountRateLimitedError', retryAfterSeconds: 42 });
    expect(client.request).not.toHaveBeenCalled();
  });

  it('keeps the upstream-successful login whatever the bookkeeping does (it never throws)', async () => {
    const succeeded = jest.fn(async () => undefined);
    const { limits, client } = setUp({ kind: 'admitted', succeeded, release: async () => undefined }, async () => OK);
    expect(await limitedLogin(limits, client, { customerNumber: '  ', email: 'a@b.de', password: 'x' }, visitor, null)).toMatchObject({ __typename: 'LoggedIn', session: { userId: 'u-1', cartId: 'c-1' } });
    expect(succeeded).toHaveBeenCalledTimes(1);
    // A blank customer number is none: the login goes by e-mail, counted under the e-mail.
    expect(limits.admitLogin).toHaveBeenCalledWith(['email:a@b.de'], null);
    expect((client.request as jest.Mock).mock.calls[0]![1]).toMatchObject({ data: { email: 'a@b.de', customerNumber: null } });
  });

  it('takes the attempt back when the upstream did not answer', async () => {
    const release = jest.fn(async () => undefined);
    const { limits, client } = setUp({ kind: 'admitted', succeeded: async () => undefined, release }, async () => Promise.reject(new Error('timeout')));
    await expect(limitedLogin(limits, client, { email: 'a@b.de', password: 'x' }, visitor, '192.0.2.1')).rejects.toThrow('timeout');
    expect(release).toHaveBeenCalledTimes(1);
  });
});
