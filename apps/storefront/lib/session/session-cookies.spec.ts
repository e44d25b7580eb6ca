import { describe, expect, it } from '@jest/globals';
import {
  CART_ID_COOKIE,
  CUSTOMER_MARKER_COOKIE,
  CUSTOMER_NAME_COOKIE,
  customerNameCookieValue,
  customerNameFromCookie,
  CUSTOMER_SESSION_COOKIE_NAMES,
  customerSessionCookies,
  GUEST_MARKER_COOKIE,
  headerSafe,
  InvalidCustomerSessionError,
  JWT_COOKIE,
  requestOptionsFor,
  secondsUntil,
  SESSION_MAX_AGE_SECONDS,
  sessionFromCookies,
  sessionKind,
  staleMarkerCookie,
  USER_ID_COOKIE,
  PAST_SESSION_COOKIE,
  PAST_SESSION_GRACE_SECONDS,
  sessionExpired,
} from './session-cookies';

const jar = (values: Record<string, string>) => (name: string) => values[name];

describe('sessionKind (spec §4)', () => {
  it.each([
    [{ hasJwt: true, guestMarker: false, customerMarker: true }, 'customer'],
    [{ hasJwt: true, guestMarker: true, customerMarker: false }, 'guest'],
    [{ hasJwt: true, guestMarker: true, customerMarker: true }, 'guest'],
    [{ hasJwt: true, guestMarker: false, customerMarker: false }, 'loggedOut'],
    [{ hasJwt: false, guestMarker: false, customerMarker: true }, 'loggedOut'],
    [{ hasJwt: false, guestMarker: true, customerMarker: false }, 'loggedOut'],
  ])('%o → %s', (input, kind) => {
    expect(sessionKind(input)).toBe(kind);
  });
});

describe('sessionFromCookies', () => {
  it('reads ids, token and kind', () => {
    const session = sessionFromCookies(
      jar({ [CART_ID_COOKIE]: 'c1', [USER_ID_COOKIE]: 'u1', [JWT_COOKIE]: 'eyJ.a.b', [CUSTOMER_MARKER_COOKIE]: '1' }),
    );
    expect(session).toEqual({ cartId: 'c1', userId: 'u1', jwt: 'eyJ.a.b', kind: 'customer' });
  });

  it('is logged out without cookies', () => {
    expect(sessionFromCookies(jar({}))).toEqual({ cartId: undefined, userId: undefined, jwt: undefined, kind: 'loggedOut' });
  });

  it('drops tampered values that could not travel as headers', () => {
    const session = sessionFromCookies(
      jar({ [USER_ID_COOKIE]: 'u 1', [JWT_COOKIE]: 'tök', [CART_ID_COOKIE]: 'x'.repeat(101), [GUEST_MARKER_COOKIE]: '1' }),
    );
    expect(session).toEqual({ cartId: undefined, userId: undefined, jwt: undefined, kind: 'loggedOut' });
  });
});

describe('headerSafe', () => {
  it('accepts printable ASCII up to the limit', () => {
    expect(headerSafe('abc-123_.~+/=', 20)).toBe('abc-123_.~+/=');
    expect(headerSafe('abc', 2)).toBeUndefined();
    expect(headerSafe('', 2)).toBeUndefined();
    expect(headerSafe('a\r\nb', 10)).toBeUndefined();
    expect(headerSafe(undefined, 10)).toBeUndefined();
  });
});

describe('requestOptionsFor', () => {
  it('carries only what the session has', () => {
    expect(requestOptionsFor({ userId: 'u1', jwt: 't' })).toEqual({ userId: 'u1', jwt: 't' });
    expect(requestOptionsFor({ userId: 'u1' })).toEqual({ userId: 'u1' });
    expect(requestOptionsFor({})).toEqual({});
  });
});

describe('secondsUntil', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  it('counts whole seconds to the expiry, capped', () => {
    expect(secondsUntil('2030-01-02T00:00:00Z', now, SESSION_MAX_AGE_SECONDS)).toBe(86400);
    expect(secondsUntil(new Date('2030-01-01T00:00:01.900Z'), now, 1000)).toBe(1);
    expect(secondsUntil('2031-01-01T00:00:00Z', now, SESSION_MAX_AGE_SECONDS)).toBe(SESSION_MAX_AGE_SECONDS);
  });
  it('is null for past or unreadable expiries', () => {
    expect(secondsUntil('2029-12-31T23:59:59Z', now, 1000)).toBeNull();
    expect(secondsUntil('2030-01-01T00:00:00Z', now, 1000)).toBeNull();
    expect(secondsUntil('tomorrow', now, 1000)).toBeNull();
  });
});

describe('customerSessionCookies', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const input = { token: 'eyJ.a.b', expires: '2030-01-02T00:00:00Z', userId: 'u9', cartId: 'c9', guest: false };

  it('writes token and customer marker for the token lifetime, ids for 30 days', () => {
    expect(customerSessionCookies(input, now)).toEqual([
      { name: JWT_COOKIE, value: 'eyJ.a.b', maxAge: 86400, httpOnly: true },
      { name: CUSTOMER_MARKER_COOKIE, value: '1', maxAge: 86400, httpOnly: false },
      { name: CART_ID_COOKIE, value: 'c9', maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: true },
      { name: USER_ID_COOKIE, value: 'u9', maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: true },
      { name: PAST_SESSION_COOKIE, value: '1', maxAge: 86400 + PAST_SESSION_GRACE_SECONDS, httpOnly: true },
    ]);
    expect(staleMarkerCookie(false)).toBe(GUEST_MARKER_COOKIE);
  });

  it('keeps a customer\'s names for the token lifetime, HttpOnly', () => {
    const writes = customerSessionCookies({ ...input, firstName: 'Jürgen', lastName: 'Weiß' }, now);
    const name = writes.find((write) => write.name === CUSTOMER_NAME_COOKIE);
    expect(name).toMatchObject({ maxAge: 86400, httpOnly: true });
    expect(customerNameFromCookie(name!.value)).toEqual({ firstName: 'Jürgen', lastName: 'Weiß' });
  });

  it('keeps no names for a guest or without names', () => {
    expect(customerSessionCookies({ ...input, guest: true, firstName: 'A', lastName: 'B' }, now).map((write) => write.name)).not.toContain(CUSTOMER_NAME_COOKIE);
    expect(customerSessionCookies({ ...input, firstName: '', lastName: null }, now).map((write) => write.name)).not.toContain(CUSTOMER_NAME_COOKIE);
  });

  it('keeps the past-session cookie 30 days past the longest session, HttpOnly', () => {
    const past = customerSessionCookies({ ...input, expires: '2030-03-01T00:00:00Z' }, now).find((write) => write.name === PAST_SESSION_COOKIE);
    expect(past).toEqual({ name: PAST_SESSION_COOKIE, value: '1', maxAge: SESSION_MAX_AGE_SECONDS + 30 * 24 * 60 * 60, httpOnly: true });
  });

  it('writes the guest marker for a guest session, and no past-session cookie (a guest is warned of nothing)', () => {
    const names = customerSessionCookies({ ...input, guest: true }, now).map((write) => write.name);
    expect(names).not.toContain(PAST_SESSION_COOKIE);
    expect(names).toContain(GUEST_MARKER_COOKIE);
    expect(names).not.toContain(CUSTOMER_MARKER_COOKIE);
    expect(staleMarkerCookie(true)).toBe(CUSTOMER_MARKER_COOKIE);
  });

  it.each([
    { token: '' },
    { token: 'a b' },
    { userId: '' },
    { cartId: 'x'.repeat(101) },
    { expires: '2029-01-01T00:00:00Z' },
    { expires: 'never' },
  ])('refuses an unusable answer %o', (patch) => {
    expect(() => customerSessionCookies({ ...input, ...patch }, now)).toThrow(InvalidCustomerSessionError);
  });
});

describe('logout', () => {
  it('removes token, both markers, the cart ids and the past-session cookie (no expiry warning after a logout)', () => {
    expect([...CUSTOMER_SESSION_COOKIE_NAMES].sort()).toEqual(
      [JWT_COOKIE, GUEST_MARKER_COOKIE, CUSTOMER_MARKER_COOKIE, CART_ID_COOKIE, USER_ID_COOKIE, CUSTOMER_NAME_COOKIE, PAST_SESSION_COOKIE].sort(),
    );
  });
});

describe('sessionExpired (spec §2 session-expired warning)', () => {
  it('is true without a token when a customer session was there', () => {
    expect(sessionExpired({ hasJwt: false, pastSession: true, customerMarker: false })).toBe(true);
    expect(sessionExpired({ hasJwt: false, pastSession: false, customerMarker: true })).toBe(true);
  });
  it('is false with a token, or for a visitor who never had a customer session', () => {
    expect(sessionExpired({ hasJwt: true, pastSession: true, customerMarker: true })).toBe(false);
    expect(sessionExpired({ hasJwt: false, pastSession: false, customerMarker: false })).toBe(false);
  });
});

describe('name cookie (spec §3 user data: first and last name)', () => {
  it('round-trips names as plain ASCII', () => {
    const value = customerNameCookieValue({ firstName: ' Zoë ', lastName: 'Öztürk-Müller' })!;
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(customerNameFromCookie(value)).toEqual({ firstName: 'Zoë', lastName: 'Öztürk-Müller' });
  });

  it('keeps one name when the other is empty, none when both are', () => {
    expect(customerNameFromCookie(customerNameCookieValue({ firstName: 'Ada', lastName: '' })!)).toEqual({ firstName: 'Ada', lastName: '' });
    expect(customerNameCookieValue({ firstName: ' ', lastName: '' })).toBeNull();
  });

  it('drops control characters and refuses overlong names', () => {
    expect(customerNameFromCookie(customerNameCookieValue({ firstName: 'A\u0000b', lastName: 'C' })!)).toEqual({ firstName: 'Ab', lastName: 'C' });
    expect(customerNameCookieValue({ firstName: 'x'.repeat(61), lastName: 'C' })).toBeNull();
  });

  it.each([undefined, '', 'not base64!', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('["a"]').toString('base64url'), Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(401)])(
    'reads a missing or tampered cookie %p as no name',
    (value) => {
      expect(customerNameFromCookie(value)).toBeNull();
    },
  );
});
