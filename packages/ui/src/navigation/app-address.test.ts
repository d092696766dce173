import { type AppAddresses, DEFAULT_MODE_PORTS, modeOrigin } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { getAppAddress, type LocationLike } from './app-address.js';

/** A server on the default ports without public origins. */
const local: AppAddresses = { ports: DEFAULT_MODE_PORTS, urls: { admin: null, sale: null } };
const getAdminAddress = (location: LocationLike, served = local) => getAppAddress('admin', location, served);
const getSaleAddress = (location: LocationLike, served = local) => getAppAddress('sale', location, served);

describe('getAdminAddress', () => {
  it('uses port 5174 on the same host name', () => {
    expect(getAdminAddress({ protocol: 'http:', hostname: 'localhost', port: '5175' })).toBe(
      'http://localhost:5174/',
    );
    expect(getAdminAddress({ protocol: 'http:', hostname: '192.168.1.20', port: '5173' })).toBe(
      'http://192.168.1.20:5174/',
    );
    expect(getAdminAddress({ protocol: 'http:', hostname: 'pos-laptop', port: '' })).toBe(
      'http://pos-laptop:5174/',
    );
  });

  it('swaps a kiosk. or sale. host prefix for admin. and keeps protocol and port', () => {
    expect(getAdminAddress({ protocol: 'https:', hostname: 'sale.example.com', port: '' })).toBe(
      'https://admin.example.com/',
    );
    expect(getAdminAddress({ protocol: 'https:', hostname: 'kiosk.outlet.example.com', port: '8443' })).toBe(
      'https://admin.outlet.example.com:8443/',
    );
    expect(getAdminAddress({ protocol: 'http:', hostname: 'Sale.Example.com' })).toBe(
      'http://admin.example.com/',
    );
  });

  it('does not treat a host that merely contains a mode name as prefixed', () => {
    expect(getAdminAddress({ protocol: 'http:', hostname: 'mysale.example.com', port: '5175' })).toBe(
      'http://mysale.example.com:5174/',
    );
  });

  it('brackets IPv6 literals', () => {
    expect(getAdminAddress({ protocol: 'http:', hostname: '::1', port: '5175' })).toBe('http://[::1]:5174/');
    expect(getAdminAddress({ protocol: 'http:', hostname: '[::1]', port: '5175' })).toBe(
      'http://[::1]:5174/',
    );
  });

  it('accepts a protocol without the colon', () => {
    expect(getAdminAddress({ protocol: 'http', hostname: 'localhost' })).toBe('http://localhost:5174/');
  });
});

describe('getSaleAddress and getAppAddress', () => {
  it('finds the sale app from the admin', () => {
    expect(getSaleAddress({ protocol: 'http:', hostname: 'localhost', port: '5174' })).toBe(
      'http://localhost:5175/',
    );
    expect(getSaleAddress({ protocol: 'https:', hostname: 'admin.example.com', port: '' })).toBe(
      'https://sale.example.com/',
    );
  });

  it('finds the kiosk app', () => {
    expect(getAppAddress('kiosk', { protocol: 'http:', hostname: 'localhost', port: '5174' }, local)).toBe(
      'http://localhost:5173/',
    );
  });
});

describe('the server rule', () => {
  it("uses the contracts' ports and modeOrigin, as the server's wrong-mode redirect does", () => {
    const origins = [
      'http://localhost:5175',
      'http://192.168.1.20:5173',
      'https://sale.example.com',
      'https://kiosk.outlet.example.com:8443',
      'http://[::1]:5174',
    ];
    for (const origin of origins) {
      const { protocol, hostname, port } = new URL(origin);
      for (const mode of ['kiosk', 'admin', 'sale'] as const) {
        expect(getAppAddress(mode, { protocol, hostname, port }, local)).toBe(
          `${modeOrigin(origin, mode, DEFAULT_MODE_PORTS)}/`,
        );
      }
    }
  });
});

describe("with the server's app addresses", () => {
  const served = { ports: { kiosk: 8001, admin: 8002, sale: 8003 }, urls: { admin: null, sale: null } };

  it('uses the ports the server listens on, not the default ones', () => {
    expect(getSaleAddress({ protocol: 'http:', hostname: '192.168.1.20', port: '8002' }, served)).toBe(
      'http://192.168.1.20:8003/',
    );
    expect(getAdminAddress({ protocol: 'http:', hostname: 'localhost', port: '8003' }, served)).toBe(
      'http://localhost:8002/',
    );
  });

  it('keeps the host prefix rule behind a proxy and prefers a public origin set on the server', () => {
    expect(getSaleAddress({ protocol: 'https:', hostname: 'admin.shop.test', port: '' }, served)).toBe(
      'https://sale.shop.test/',
    );
    const proxied = { ...served, urls: { admin: 'https://bo.shop.test', sale: 'https://pos.shop.test' } };
    expect(getSaleAddress({ protocol: 'http:', hostname: 'localhost', port: '8002' }, proxied)).toBe(
      'https://pos.shop.test/',
    );
    expect(getAdminAddress({ protocol: 'http:', hostname: 'localhost', port: '8003' }, proxied)).toBe(
      'https://bo.shop.test/',
    );
  });
});
