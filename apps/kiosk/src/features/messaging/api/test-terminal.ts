import { api } from '../../../lib/session';

/** POST /functions/v1/kiosk-terminal/device-info: the kiosk's own terminal answers with its identity. */
export async function testTerminal(): Promise<Record<string, unknown>> {
  const body = await api.post<{ data?: Record<string, unknown> }>(
    '/functions/v1/kiosk-terminal/device-info',
    {},
  );
  return body.data ?? {};
}
