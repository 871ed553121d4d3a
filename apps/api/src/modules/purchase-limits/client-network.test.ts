import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('keeps an IPv4 address whole, also when written as IPv4-mapped IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 by its /64, however it is written', () => {
    expect(clientNetwork('2001:db8:77:1::a')).toBe('2001:0db8:0077:0001::/64');
    expect(clientNetwork('2001:DB8:77:1:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0077:0001::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(clientNetwork('64:ff9b::203.0.113.7')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('shares no network for addresses no internet client has (a proxy that is not believed)', () => {
    for (const ip of [
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.17.0.1',
      '192.168.1.20',
      '169.254.1.1',
      '::1',
      'fe80::1%eth0',
      'fd12:3456::1',
    ]) {
      expect(clientNetwork(ip), ip).toBeNull();
    }
    expect(clientNetwork('172.32.0.1')).toBe('172.32.0.1');
  });

  it('answers null for what is not an address', () => {
    expect(clientNetwork(undefined)).toBeNull();
    expect(clientNetwork('')).toBeNull();
    expect(clientNetwork('not-an-ip')).toBeNull();
  });
});
