import type { KioskMessageAckResponse } from '@kiosk/contracts';
import { itemCount, totalsOf } from '../../../state/cart';
import { customerSession } from '../../../state/customer-session';
import { getTerminalMode } from '../api/get-terminal-mode';

/** The kiosk app's version as its status reports it. */
const KIOSK_APP_VERSION = `1.0.0 (${import.meta.env.MODE})`;

/**
 * The answer to a STATUS_REQUEST: app version, screen, the cart (item count, total and step only:
 * no customer details), language, whether the terminal endpoint answers, and uptime.
 */
export async function kioskStatus(language: string): Promise<KioskMessageAckResponse> {
  const session = customerSession.get();
  const screen = window.location.pathname;
  const status: KioskMessageAckResponse = {
    app_version: KIOSK_APP_VERSION,
    screen,
    language,
    online: navigator.onLine,
    cart: {
      items: itemCount(session.lines),
      total_minor: totalsOf(session.lines).total_minor,
      step: session.active ? screen : 'welcome',
    },
    uptime_seconds: Math.round(performance.now() / 1000),
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
  return status;
}
