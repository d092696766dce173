import { api } from '../../../lib/session';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /rest/v1/rpc/verify_kiosk_pin: the PIN (sent as its SHA-256) or the device password. The
 * server locks the check after repeated wrong answers (429). True only for `{ valid: true }`.
 */
export async function verifyStaffSecret(secret: { pin: string } | { password: string }): Promise<boolean> {
  const body = 'pin' in secret ? { pin_hash: await sha256Hex(secret.pin) } : { password: secret.password };
  const answer = await api.post<{ valid?: unknown }>('/rest/v1/rpc/verify_kiosk_pin', body);
  return answer.valid === true;
}
