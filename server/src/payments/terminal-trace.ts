import type { TerminalExchange } from '@kiosk/contracts';
import type { TerminalTrace } from './terminal-driver.js';

/** Strings longer than this (receipt images) are shortened in a trace. */
const MAX_STRING = 512;
/** Keys whose values never go into a trace. */
const SECRET_KEYS = /^(token|access_?token|authorization|password|secret|cloud_?token)$/i;

/**
 * A copy of a request or answer fit for support staff to read: long strings (base64 receipt
 * images) shortened with their length, secrets (tokens, passwords) replaced. Fingerprints stay:
 * they name the paired client and are no secret.
 */
export function traceable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, 32)}… (${value.length} characters)` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > 12) return '…';
  if (Array.isArray(value)) return value.map((item) => traceable(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEYS.test(key) ? '[hidden]' : traceable(item, depth + 1);
  }
  return copy;
}

/** A trace that collects every exchange in order (the test screen's log). */
export function collectTrace(): { trace: TerminalTrace; exchanges: TerminalExchange[] } {
  const exchanges: TerminalExchange[] = [];
  return { exchanges, trace: (exchange) => exchanges.push(exchange) };
}
