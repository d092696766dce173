import { readStorage } from '@kiosk/ui';

/** localStorage key overriding how often the alerts are read (the browser tests set 1 s). */
const ALERTS_POLL_STORAGE_KEY = 'admin_alerts_poll_ms';

/** Read again this often while a page is open (causes without an event, e.g. a threshold passing). */
const DEFAULT_POLL_MS = 30_000;

/** The poll interval: the stored override when it is a whole number of ms from 500 to 10 min, else 30 s. */
export function alertsPollMs(stored: string | null = readStorage(ALERTS_POLL_STORAGE_KEY)): number {
  if (stored === null || stored.trim() === '') return DEFAULT_POLL_MS;
  const value = Number(stored);
  return Number.isInteger(value) && value >= 500 && value <= 600_000 ? value : DEFAULT_POLL_MS;
}
