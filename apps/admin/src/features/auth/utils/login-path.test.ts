import { describe, expect, it } from 'vitest';
import { loginPath, redirectTarget } from './login-path';

describe('loginPath', () => {
  it('is /login on an admin host name and /admin/login elsewhere (spec, Route guard)', () => {
    expect(loginPath('admin.example.com')).toBe('/login');
    expect(loginPath('my-admin-box')).toBe('/login');
    expect(loginPath('Admin.Example.com')).toBe('/login');
    expect(loginPath('localhost')).toBe('/admin/login');
    expect(loginPath('127.0.0.1')).toBe('/admin/login');
  });
});

describe('redirectTarget', () => {
  it('returns to the remembered page with its query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/settings', search: '?tab=x', hash: '#a' } })).toBe(
      '/settings?tab=x#a',
    );
    expect(redirectTarget({ from: { pathname: '/orders/12' } })).toBe('/orders/12');
  });

  it('goes to the dashboard without a usable origin', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({})).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/admin/login' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '//evil.example/x' } })).toBe('/dashboard');
  });
});
