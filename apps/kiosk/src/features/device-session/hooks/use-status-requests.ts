import { KIOSK_MESSAGE_EVENT, type KioskStatus, kioskMessageSchema } from '@kiosk/contracts';
import { useRealtimeChannel } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { acknowledgeMessage } from '../api/acknowledge-message';
import { getTerminalMode } from '../api/get-terminal-mode';

/** The kiosk app's version as its health check reports it. */
export const KIOSK_APP_VERSION = `1.0.0 (${import.meta.env.MODE})`;

/**
 * Answers an administrator's health check: a STATUS_REQUEST on the kiosk's own channel
 * (`kiosk-messages:<kiosk id>`) is acknowledged with the app version, the screen shown, the
 * language and whether the kiosk's terminal endpoint answers (with its payment mode).
 */
export function useStatusRequests(kioskId: string | null): void {
  const { i18n } = useTranslation();
  useRealtimeChannel(kioskId ? `kiosk-messages:${kioskId}` : null, (event) => {
    if (event.event !== KIOSK_MESSAGE_EVENT) return;
    const message = kioskMessageSchema.safeParse(event.payload);
    if (!message.success || message.data.message_type !== 'STATUS_REQUEST') return;
    void answer(message.data.id, i18n.language);
  });
}

async function answer(messageId: string, language: string): Promise<void> {
  const status: KioskStatus = {
    app_version: KIOSK_APP_VERSION,
    screen: window.location.pathname + window.location.hash,
    language,
    online: navigator.onLine,
  };
  try {
    const mode = await getTerminalMode();
    status.terminal = { reachable: true, ...(mode ? { mode } : {}) };
  } catch (error) {
    status.terminal = {
      reachable: false,
      error: error instanceof Error ? error.message.slice(0, 200) : 'error',
    };
  }
  try {
    await acknowledgeMessage(messageId, status);
  } catch {
    // the admin's check then shows no answer; nothing for the customer to see
  }
}
