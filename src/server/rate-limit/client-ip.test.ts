import { describe, expect, it } from 'vitest';
import { addressKey, clientIp } from './client-ip';

describe('clientIp', () => {
  it('reads the address the site’s own server set, and nothing the client could send', () => {
    const headers = new Headers({
      'x-wasla-client-address': '203.0.113.7',
      'x-forwarded-for': '6.6.6.6',
      'x-real-ip': '198.51.100.2',
    });
    expect(clientIp(headers)).toBe('203.0.113.7');
    expect(
      clientIp(new Headers({ 'x-real-ip': '198.51.100.2', 'x-forwarded-for': '6.6.6.6' })),
    ).toBe('unknown');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '2001:db8:1:2::1%eth0',
    ].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  });
});
