import { api } from '../../../lib/session';

/** GET /functions/v1/kiosk-payment/terminal: the kiosk's payment mode (REST or CLOUD). */
export async function getTerminalMode(): Promise<'REST' | 'CLOUD' | undefined> {
  const body = await api.get<{ data?: { mode?: 'REST' | 'CLOUD' } }>('/functions/v1/kiosk-payment/terminal');
  return body.data?.mode;
}
