import { readStorage } from '@kiosk/ui';

/**
 * Timings of the kiosk. Each can be overridden per device through localStorage (used by the
 * browser tests, and by staff who need a longer or shorter idle time on a given kiosk).
 */
const KIOSK_CONFIG_KEYS = {
  inactivityMs: 'kiosk_inactivity_ms',
  inactivityCountdownMs: 'kiosk_inactivity_countdown_ms',
  paymentPollMs: 'kiosk_payment_poll_ms',
  addedNoticeMs: 'kiosk_added_notice_ms',
} as const;

/** Spec: after 60 s without a touch the kiosk asks "Are you still there?". */
const DEFAULT_INACTIVITY_MS = 60_000;
/** How long the question waits before the kiosk returns to its welcome screen. */
const DEFAULT_INACTIVITY_COUNTDOWN_MS = 20_000;
/** How often a running card payment's status is asked for. */
const DEFAULT_PAYMENT_POLL_MS = 700;
/** How long the short "added to your order" confirmation stays. */
const DEFAULT_ADDED_NOTICE_MS = 2500;

function readNumber(key: string, fallback: number, min: number, max: number): number {
  const raw = readStorage(key);
  if (raw === null) return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? Math.round(value) : fallback;
}

export function inactivityMs(): number {
  return readNumber(KIOSK_CONFIG_KEYS.inactivityMs, DEFAULT_INACTIVITY_MS, 1000, 3_600_000);
}

export function inactivityCountdownMs(): number {
  return readNumber(KIOSK_CONFIG_KEYS.inactivityCountdownMs, DEFAULT_INACTIVITY_COUNTDOWN_MS, 1000, 600_000);
}

export function paymentPollMs(): number {
  return readNumber(KIOSK_CONFIG_KEYS.paymentPollMs, DEFAULT_PAYMENT_POLL_MS, 100, 10_000);
}

export function addedNoticeMs(): number {
  return readNumber(KIOSK_CONFIG_KEYS.addedNoticeMs, DEFAULT_ADDED_NOTICE_MS, 100, 10_000);
}
