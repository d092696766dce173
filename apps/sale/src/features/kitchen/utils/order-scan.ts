/**
 * A barcode / QR scanner at the kitchen display types the printed ticket's order id (a UUID) like a
 * keyboard: fast, ending with Enter. This pure detector tells such a burst from a cook's key presses.
 */
export interface ScanState {
  buffer: string;
  /** When the last character of the buffer arrived (ms, the key event's time stamp). */
  at: number;
}

export const SCAN_IDLE: ScanState = { buffer: '', at: Number.NEGATIVE_INFINITY };

/** The longest pause between two scanned characters. */
const SCAN_GAP_MS = 50;

export interface ScanStep {
  state: ScanState;
  /** The order id read (lower case) when this key completed a scan. */
  scanned?: string;
  /** The key belongs to a scan: it must not act as a shortcut. */
  consumed: boolean;
}

const TEMPLATE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

/** Whether text can be the beginning of a UUID (hex digits, dashes at their places). */
export function isUuidPrefix(text: string): boolean {
  if (text.length > TEMPLATE.length) return false;
  return [...text].every((char, i) => (TEMPLATE[i] === '-' ? char === '-' : /^[0-9a-fA-F]$/.test(char)));
}

/** One key of the display's keyboard stream, at its time: the next state and what the key means. */
export function scanKey(state: ScanState, key: string, at: number, gapMs = SCAN_GAP_MS): ScanStep {
  // a scanner may press Shift for capitals: a modifier neither breaks nor extends a scan
  if (MODIFIERS.has(key)) return { state, consumed: false };
  const fast = state.buffer.length > 0 && at - state.at <= gapMs;
  if (key === 'Enter') {
    if (fast && state.buffer.length === TEMPLATE.length)
      return { state: SCAN_IDLE, scanned: state.buffer.toLowerCase(), consumed: true };
    return { state: SCAN_IDLE, consumed: false };
  }
  if (key.length !== 1) return { state: SCAN_IDLE, consumed: false };
  if (fast && isUuidPrefix(state.buffer + key))
    return { state: { buffer: state.buffer + key, at }, consumed: true };
  // a new burst may begin here: the key still acts as itself
  return { state: isUuidPrefix(key) ? { buffer: key, at } : SCAN_IDLE, consumed: false };
}
