import { describe, expect, it } from '@jest/globals';
import { browserAddress, clientAddressHeaders } from './client-address';

describe('browserAddress (X-Forwarded-For read from the right, trusted hops only)', () => {
  it('takes the entry our outermost proxy wrote, whatever the client put before it', () => {
    expect(browserAddress('198.51.100.7', 1)).toBe('198.51.100.7');
    expect(browserAddress('10.9.9.9, 1.2.3.4, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(browserAddress('spoofed, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    expect(browserAddress(' 2001:db8::1 ,10.0.0.2', 2)).toBe('2001:db8::1');
    expect(browserAddress('203.0.113.1,198.51.100.7,10.0.0.2,10.0.0.3', 3)).toBe('198.51.100.7');
  });

  it('trusts nothing without a proxy hop: next start gives no socket address of its own', () => {
    expect(browserAddress('198.51.100.7', 0)).toBeNull();
    expect(browserAddress('127.0.0.1', 0)).toBeNull();
  });

  it('refuses a header that did not pass all our proxies, or an entry that is not a plain address', () => {
    expect(browserAddress('198.51.100.7', 2)).toBeNull();
    expect(browserAddress(null, 1)).toBeNull();
    expect(browserAddress('', 1)).toBeNull();
    for (const entry of ['unknown', '198.51.100.7:4711', '[2001:db8::1]:443', '256.0.0.1', '1.2.3', '_hidden', 'fe80::1%25eth0x']) {
      expect([entry, browserAddress(`10.0.0.1, ${entry}`, 1)]).toEqual([entry, null]);
    }
    expect(browserAddress('198.51.100.7,', 1)).toBeNull();
    expect(browserAddress(`${'1.1.1.1, '.repeat(500)}198.51.100.7`, 1)).toBeNull();
  });
});

describe('clientAddressHeaders', () => {
  it('names the address only together with the secret', () => {
    expect(clientAddressHeaders('198.51.100.7', 's'.repeat(32))).toEqual({ 'X-Tafel-Client-IP': '198.51.100.7', 'X-Tafel-Internal-Secret': 's'.repeat(32) });
    expect(clientAddressHeaders(null, 's'.repeat(32))).toEqual({});
    expect(clientAddressHeaders('198.51.100.7', null)).toEqual({});
  });
});
