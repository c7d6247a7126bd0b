import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { english } from '../src/messages/english.js';
import { russian } from '../src/messages/russian.js';
import { speechOf } from '../src/messages/Speech.js';
import { pageAddresses, pageLines } from '../src/pageAddresses.js';

const info = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
  ({ address, family, internal }) as NetworkInterfaceInfo;
const interfaces = {
  lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
  eth0: [info('192.168.1.20', 'IPv4', false), info('fe80::1', 'IPv6', false)],
  down: undefined,
};

describe('pageAddresses', () => {
  it('gives no address for others when the host is this machine only', () => {
    expect(pageAddresses('127.0.0.1', 8080, interfaces)).toEqual({
      here: 'http://127.0.0.1:8080/',
      others: [],
    });
    expect(pageAddresses('localhost', 1, interfaces).others).toEqual([]);
    expect(pageAddresses('::1', 2, interfaces)).toEqual({ here: 'http://[::1]:2/', others: [] });
  });

  it("lists the machine's network addresses when the host is every address", () => {
    for (const host of ['0.0.0.0', '::', '[::]'])
      expect(pageAddresses(host, 8080, interfaces)).toEqual({
        here: 'http://127.0.0.1:8080/',
        others: ['http://192.168.1.20:8080/'],
      });
  });

  it('takes a host in brackets, and only a whole one, as an IPv6 address; only 127.x, ::1 and localhost are this machine', () => {
    const of = (host: string) => pageAddresses(host, 2, interfaces);
    expect(of('[::1]')).toEqual({ here: 'http://[::1]:2/', others: [] });
    expect(of('[fe80::1]')).toEqual({
      here: 'http://[fe80::1]:2/',
      others: ['http://[fe80::1]:2/'],
    });
    expect(of('[::1]x').here).toBe('http://[[::1]x]:2/');
    expect(of('x[::1]').here).toBe('http://[x[::1]]:2/');
    for (const host of ['10.127.0.1', 'fe80::1', '::10', '127'])
      expect(of(host).others, host).toHaveLength(1);
  });

  it('gives the one address of a host on the network', () => {
    expect(pageAddresses('192.168.1.20', 80, interfaces)).toEqual({
      here: 'http://192.168.1.20:80/',
      others: ['http://192.168.1.20:80/'],
    });
  });
});

describe('pageLines', () => {
  it('says where to open the page, then where others open it', () => {
    expect(pageLines(pageAddresses('0.0.0.0', 8080, interfaces), speechOf(english))).toEqual([
      'play: open http://127.0.0.1:8080/',
      'others on this network open http://192.168.1.20:8080/',
    ]);
    expect(pageLines(pageAddresses('0.0.0.0', 8080, interfaces), speechOf(russian))).toEqual([
      'играть: откройте http://127.0.0.1:8080/',
      'для других в этой сети: http://192.168.1.20:8080/',
    ]);
  });
});
