/** A signed-in admin as the admin app stores it (localStorage `auth_session`). */
export function adminSession(email = 'admin@kiosk.local', role = 'admin'): string {
  return JSON.stringify({
    access_token: 'e2e-access-token',
    refresh_token: 'e2e-refresh-token',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: '00000000-0000-4000-8000-000000000001', email, app_metadata: { role } },
  });
}

export const SESSION_KEY = 'auth_session';
