import type { TillSession } from '@kiosk/contracts';
import type { TillFixture } from './till-fixtures.js';

/** Till sessions over the till fixture: open, and calls to the session routes. */
export function tillSessionHelpers(till: TillFixture) {
  const call = <T>(method: string, path: string, body?: unknown, token = till.cashier) =>
    fetch(`${till.server.urls.sale}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { data: T; error?: { code: string; details?: unknown } },
    }));

  /** Opens the fixture till's session (a plain float total unless a count is given). */
  async function openSession(
    body: { float_minor?: number; count?: Record<string, number> } = { float_minor: 10_000 },
  ) {
    const res = await call<TillSession>('POST', '/api/till/sessions', {
      pos_device_id: till.device.id,
      ...body,
    });
    if (res.status !== 201) throw new Error(`open session: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  return { call, openSession };
}

/**
 * Opens a session on the fixture till so tests that take or return cash can (the rule "no cash
 * without an open session" is on by default). A float large enough for any cash refund a test makes.
 */
export async function openTillSession(till: TillFixture, floatMinor = 1_000_000) {
  return tillSessionHelpers(till).openSession({ float_minor: floatMinor });
}
