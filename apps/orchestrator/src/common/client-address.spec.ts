import type { Request } from 'express';
import { clientAddress, limitSubject, normalAddress } from './client-address.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

function request(headers: Record<string, string>, remoteAddress: string | undefined = '::ffff:127.0.0.1'): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { headers: lower, socket: { remoteAddress } } as unknown as Request;
}

describe('clientAddress', () => {
  it('believes X-Tafel-Client-IP only next to the right INTERNAL_API_SECRET', () => {
    expect(clientAddress(request({ 'X-Tafel-Client-IP': '198.51.100.4', 'X-Tafel-Internal-Secret': SECRET }), SECRET)).toBe('198.51.100.4');
    expect(clientAddress(request({ 'X-Tafel-Client-IP': '198.51.100.4' }), SECRET)).toBe('127.0.0.1');
    expect(clientAddress(request({ 'X-Tafel-Client-IP': '198.51.100.4', 'X-Tafel-Internal-Secret': `${SECRET}x` }), SECRET)).toBe('127.0.0.1');
    expect(clientAddress(request({ 'X-Tafel-Client-IP': '198.51.100.4', 'X-Tafel-Internal-Secret': '' }), SECRET)).toBe('127.0.0.1');
    // No secret configured: the header is never believed, not even with an empty proof.
    expect(clientAddress(request({ 'X-Tafel-Client-IP': '198.51.100.4', 'X-Tafel-Internal-Secret': 'x' }), null)).toBe('127.0.0.1');
  });

  it('never reads X-Forwarded-For, and falls back to the connection for a malformed address', () => {
    expect(clientAddress(request({ 'X-Forwarded-For': '198.51.100.4' }, '203.0.113.2'), SECRET)).toBe('203.0.113.2');
    for (const bad of ['198.51.100.4, 10.0.0.1', 'localhost', '256.1.1.1', '1.2.3', '', 'fe80::1%eth0', `${'a:'.repeat(30)}1`]) {
      expect([bad, clientAddress(request({ 'X-Tafel-Client-IP': bad, 'X-Tafel-Internal-Secret': SECRET }, '203.0.113.2'), SECRET)]).toEqual([bad, '203.0.113.2']);
    }
    expect(clientAddress({ headers: {}, socket: {} } as unknown as Request, SECRET)).toBe('unknown');
  });
});

describe('normalAddress and limitSubject', () => {
  it('writes one address one way', () => {
    expect(normalAddress('2001:0DB8:0:0:0:0:0:66')).toBe('2001:db8::66');
    expect(normalAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalAddress('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(normalAddress(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(normalAddress('::1')).toBe('::1');
  });

  it('counts IPv4 addresses singly and IPv6 addresses by their /64', () => {
    expect(limitSubject('192.0.2.1')).toBe('192.0.2.1');
    expect(limitSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitSubject('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(limitSubject('2001:db8::66')).toBe('2001:db8:0:0::/64');
    expect(limitSubject('::1')).toBe('0:0:0:0::/64');
  });
});
