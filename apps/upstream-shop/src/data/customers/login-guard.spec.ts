import { FAILED_LOGIN_WINDOW_MS, LoginGuard, MAX_FAILED_LOGINS } from './login-guard.js';

describe('LoginGuard', () => {
  let now = 0;
  const guard = () => new LoginGuard(() => now);
  beforeEach(() => {
    now = Date.parse('2025-01-01T00:00:00Z');
  });

  it('locks after the tenth failure within the window, per key', () => {
    const g = guard();
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) g.recordFailure('customer:C-1');
    expect(g.isLocked('customer:C-1')).toBe(false);
    g.recordFailure('customer:C-1');
    expect(g.isLocked('customer:C-1')).toBe(true);
    expect(g.isLocked('customer:C-2')).toBe(false);
  });

  it('forgets failures older than 15 minutes, one by one', () => {
    const g = guard();
    g.recordFailure('k');
    now += 60_000;
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) g.recordFailure('k');
    expect(g.isLocked('k')).toBe(true);
    now += FAILED_LOGIN_WINDOW_MS - 60_000;
    expect(g.isLocked('k')).toBe(false);
  });

  it('starts afresh after reset', () => {
    const g = guard();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) g.recordFailure('k');
    g.reset('k');
    expect(g.isLocked('k')).toBe(false);
  });
});
