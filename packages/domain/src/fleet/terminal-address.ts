import { isIpv4Address } from './fleet-rules.js';

/**
 * The networks a card terminal can be in by default: the private ranges (10/8, 172.16/12,
 * 192.168/16), loopback (127/8, the simulator on the same machine) and link-local (169.254/16, a
 * terminal cabled straight to the till). The server reaches a terminal only at such an address, so
 * a saved address cannot turn the admin's device check or the till's terminal test into a probe of
 * other services; TERMINAL_ALLOWED_NETWORKS replaces the list.
 */
export const DEFAULT_TERMINAL_NETWORKS = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '169.254.0.0/16',
] as const;

export interface Ipv4Network {
  base: number;
  mask: number;
}

const toNumber = (address: string) => address.split('.').reduce((n, part) => n * 256 + Number(part), 0) >>> 0;

/** `a.b.c.d/n` (or a single address) as a network; undefined when it is not one. */
export function parseIpv4Network(cidr: string): Ipv4Network | undefined {
  const [address = '', bits = '32', extra] = cidr.trim().split('/');
  if (extra !== undefined || !isIpv4Address(address) || !/^\d{1,2}$/.test(bits) || Number(bits) > 32)
    return undefined;
  const mask = Number(bits) === 0 ? 0 : (0xffffffff << (32 - Number(bits))) >>> 0;
  return { base: (toNumber(address) & mask) >>> 0, mask };
}

/** Whether `address` (an IPv4 address) is in one of `networks`; anything else (a host name) is not. */
export function isAllowedTerminalAddress(address: string, networks: readonly Ipv4Network[]): boolean {
  if (!isIpv4Address(address)) return false;
  const n = toNumber(address);
  return networks.some((network) => (n & network.mask) >>> 0 === network.base);
}

/** DEFAULT_TERMINAL_NETWORKS, read. */
export const defaultTerminalNetworks: readonly Ipv4Network[] = DEFAULT_TERMINAL_NETWORKS.map(
  (n) => parseIpv4Network(n) as Ipv4Network,
);

/** Loopback (127/8): the only place the terminal simulator's control API is asked. */
export function isLoopbackAddress(address: string): boolean {
  return isAllowedTerminalAddress(address, [parseIpv4Network('127.0.0.0/8') as Ipv4Network]);
}
