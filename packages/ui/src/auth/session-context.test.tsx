// @vitest-environment jsdom
import type { TokenResponse } from '@kiosk/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session-context.js';
import { createSessionManager } from './session-manager.js';

afterEach(cleanup);

const user = (role: string): TokenResponse['user'] => ({
  id: 'u1',
  email: `${role}@kiosk.local`,
  role: role as TokenResponse['user']['role'],
  email_confirmed: true,
  app_metadata: { role },
  user_metadata: {},
});

const tokens = (role: string): TokenResponse => ({
  access_token: 'access',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  refresh_token: 'refresh-token-xxxxxxxxxxxxxxxxxxxx',
  user: user(role),
});

function Probe() {
  const { status, user, role, isAdmin, isSuperAdmin, isStaff } = useSession();
  return (
    <p data-testid="probe">
      {[status, user?.email ?? '-', role ?? '-', isAdmin, isSuperAdmin, isStaff].join(' ')}
    </p>
  );
}

describe('SessionProvider and useSession', () => {
  it('is loading until the stored session is confirmed, then exposes the role', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const storage = new Map([['key', JSON.stringify(tokens('super_admin'))]]);
    const manager = createSessionManager({
      storageKey: 'key',
      fetch: fetch as unknown as typeof globalThis.fetch,
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
      eventSource: null,
    });
    render(
      <SessionProvider manager={manager}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe(
      'loading super_admin@kiosk.local super_admin true true true',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(
        new Response(JSON.stringify(user('cashier')), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    // the server's word on the role wins
    expect(screen.getByTestId('probe').textContent).toBe(
      'signed_in cashier@kiosk.local cashier false false true',
    );

    await act(() => manager.signOut({ remote: false }));
    expect(screen.getByTestId('probe').textContent).toBe('signed_out - - false false false');
    manager.dispose();
  });
});
