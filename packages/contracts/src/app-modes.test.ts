import { describe, expect, it } from 'vitest';
import { appModeFor, DEFAULT_MODE_PORTS, isAdminPath, modeOrigin } from './app-modes.js';

const ports = DEFAULT_MODE_PORTS;

describe('appModeFor', () => {
  it('picks the mode by host-name prefix before the port', () => {
    expect(appModeFor('admin.example.com', 443, ports)).toBe('admin');
    expect(appModeFor('sale.example.com:8080', 5173, ports)).toBe('sale');
    expect(appModeFor('kiosk.example.com', 5174, ports)).toBe('kiosk');
  });
  it('picks the mode by local port, defaulting to kiosk', () => {
    expect(appModeFor('localhost:5174', 5174, ports)).toBe('admin');
    expect(appModeFor('localhost:5175', 5175, ports)).toBe('sale');
    expect(appModeFor('localhost:5173', 5173, ports)).toBe('kiosk');
    expect(appModeFor('10.0.0.5:9999', 9999, ports)).toBe('kiosk');
  });
});

describe('isAdminPath', () => {
  it('knows the admin routes', () => {
    expect(isAdminPath('/dashboard')).toBe(true);
    expect(isAdminPath('/orders/42')).toBe(true);
    expect(isAdminPath('/admin/x')).toBe(true);
    expect(isAdminPath('/')).toBe(false);
    expect(isAdminPath('/menu')).toBe(false);
  });
});

describe('modeOrigin', () => {
  it('swaps the host prefix and keeps the port', () => {
    expect(modeOrigin('https://kiosk.shop.test', 'admin', ports)).toBe('https://admin.shop.test');
    expect(modeOrigin('http://sale.shop.test:8080', 'admin', ports)).toBe('http://admin.shop.test:8080');
  });
  it('uses the mode port without a prefix', () => {
    expect(modeOrigin('http://localhost:5173', 'admin', ports)).toBe('http://localhost:5174');
    expect(modeOrigin('http://192.168.1.20:5175', 'kiosk', ports)).toBe('http://192.168.1.20:5173');
  });
});
