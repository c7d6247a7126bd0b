import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/http/addressKey.js';

describe('addressKey', () => {
  it('counts IPv4 as it is, and IPv6 by its /64', () => {
    expect(
      [
        undefined,
        '192.0.2.1',
        '::ffff:192.0.2.1',
        '::FFFF:192.0.2.1',
        '2001:db8:0:1:2:3:4:5',
        '2001:DB8:0000:0001::5',
        '2001:db8::1',
        '2001:db8:0:1::',
        '::1',
        '::',
        'fe80::1%eth0',
        '2001:db8:a:b:c:d:192.0.2.1',
        '::ffff:0:192.0.2.1',
        '1:2:3:4:5:6:7:8:9',
        '1::2::3',
        '1:2:3',
        'gggg::1',
        '1:2:3:4:5:6:7::8',
        '2001:db8::ffff:192.0.2.1',
        '::ffff:192.0.2.1:5',
        '::ffff:10.20.30.40',
        'g1::1',
        '12345::1',
      ].map(addressKey),
    ).toEqual([
      undefined,
      '192.0.2.1',
      '192.0.2.1',
      '192.0.2.1',
      '2001:db8:0:1::/64',
      '2001:db8:0:1::/64',
      '2001:db8:0:0::/64',
      '2001:db8:0:1::/64',
      '0:0:0:0::/64',
      '0:0:0:0::/64',
      'fe80:0:0:0::/64',
      '2001:db8:a:b::/64',
      '0:0:0:0::/64',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '1:2:3',
      'gggg::1',
      '1:2:3:4::/64',
      '2001:db8:0:0::/64',
      '0:0:0:0::/64',
      '10.20.30.40',
      'g1::1',
      '12345::1',
    ]);
  });

  it('gives every address of one /64 one key, and two /64s two', () => {
    const keys = new Set<string | undefined>();
    for (let n = 0; n < 100; n++)
      keys.add(addressKey(`2001:db8:1:2:${(n * 7919).toString(16)}:${n.toString(16)}::${n}`));
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});
