import { PasswordResetStore, RESET_TOKEN_TTL_MS } from './password-resets.js';

describe('PasswordResetStore', () => {
  let now = 1_000_000;
  const store = () => new PasswordResetStore(() => now);

  it('answers valid until an hour has passed, then expired', () => {
    const s = store();
    const token = s.issue('C-1');
    expect(s.check(token)).toEqual({ state: 'valid', customerId: 'C-1' });
    now += RESET_TOKEN_TTL_MS - 1;
    expect(s.check(token).state).toBe('valid');
    now += 1;
    expect(s.check(token)).toEqual({ state: 'expired' });
  });

  it('treats used, revoked and unknown tokens alike', () => {
    const s = store();
    const used = s.issue('C-1');
    s.consume(used);
    const revoked = s.issue('C-2');
    s.revokeAllOf('C-2');
    expect([s.check(used), s.check(revoked), s.check('nope')]).toEqual([{ state: 'unknown' }, { state: 'unknown' }, { state: 'unknown' }]);
  });
});
