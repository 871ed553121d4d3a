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
    expect(clientNetwork('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(clientNetwork('64:ff9b::203.0.113.7')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('answers null for what is not an address', () => {
    expect(clientNetwork(undefined)).toBeNull();
    expect(clientNetwork('')).toBeNull();
    expect(clientNetwork('not-an-ip')).toBeNull();
  });
});
