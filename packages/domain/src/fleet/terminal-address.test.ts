import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TERMINAL_NETWORKS,
  type Ipv4Network,
  isAllowedTerminalAddress,
  isLoopbackAddress,
  parseIpv4Network,
} from './terminal-address.js';

const defaults = DEFAULT_TERMINAL_NETWORKS.map((n) => parseIpv4Network(n) as Ipv4Network);
const allowed = (address: string) => isAllowedTerminalAddress(address, defaults);

describe('terminal addresses', () => {
  it('allows the private ranges, loopback and link-local by default', () => {
    for (const address of [
      '10.0.0.1',
      '10.255.255.254',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.50',
      '127.0.0.1',
      '169.254.10.20',
    ])
      expect(allowed(address), address).toBe(true);
  });

  it('refuses public addresses, the edges of the ranges, host names and other shapes', () => {
    for (const address of [
      '8.8.8.8',
      '172.15.255.255',
      '172.32.0.1',
      '192.169.0.1',
      '11.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '100.64.0.1',
      'localhost',
      'metadata.google.internal',
      '169.254.169.254x',
      '::1',
      '',
    ])
      expect(allowed(address), address).toBe(false);
  });

  it('reads networks as a.b.c.d/n or a single address; more can be allowed', () => {
    expect(parseIpv4Network('100.64.0.0/10')).toEqual({ base: 0x64400000, mask: 0xffc00000 });
    expect(parseIpv4Network('203.0.113.7')).toEqual({ base: 0xcb007107, mask: 0xffffffff });
    expect(parseIpv4Network('0.0.0.0/0')).toEqual({ base: 0, mask: 0 });
    for (const bad of ['10.0.0.0/33', '10.0.0/8', 'x/8', '10.0.0.0/8/1', '10.0.0.0/'])
      expect(parseIpv4Network(bad), bad).toBeUndefined();
    const more = [...defaults, parseIpv4Network('100.64.0.0/10') as Ipv4Network];
    expect(isAllowedTerminalAddress('100.64.0.1', more)).toBe(true);
    expect(isAllowedTerminalAddress('100.128.0.1', more)).toBe(false);
  });

  it('knows loopback, where the simulator control is asked', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('127.8.9.10')).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
  });
});
