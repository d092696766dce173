/**
 * A keyboard-wedge barcode scanner types the code's characters much faster than a person
 * (a few milliseconds apart) and ends with Enter. Keys typed while no text field has the focus
 * go through `scanKey`: a run of printable characters each less than `maxGapMs` after the one
 * before, followed by Enter, is a scan. Anything slower is a person typing (shortcuts such as
 * `/`, `+` and `-` then keep working).
 */
export interface ScanState {
  buffer: string;
  /** When the last character was typed (ms), or null with an empty buffer. */
  lastAt: number | null;
}

interface ScanOptions {
  /** Most time between two characters of one scan. */
  maxGapMs: number;
  /** Fewest characters of a scan (shorter runs ending in Enter are a person pressing Enter). */
  minLength: number;
}

const DEFAULT_SCAN_OPTIONS: ScanOptions = { maxGapMs: 50, minLength: 3 };

export const EMPTY_SCAN: ScanState = { buffer: '', lastAt: null };

export interface ScanResult {
  state: ScanState;
  /** A complete scan: the code read. */
  code: string | null;
  /** The key belongs to a scan under way: do not treat it as a shortcut. */
  consumed: boolean;
}

const PRINTABLE = /^[0-9A-Za-z\-_.+/]$/;

export function scanKey(
  state: ScanState,
  key: string,
  at: number,
  options = DEFAULT_SCAN_OPTIONS,
): ScanResult {
  const fresh = state.lastAt !== null && at - state.lastAt <= options.maxGapMs && at >= state.lastAt;
  if (key === 'Enter') {
    const code = fresh && state.buffer.length >= options.minLength ? state.buffer : null;
    return { state: EMPTY_SCAN, code, consumed: code !== null };
  }
  if (key.length !== 1 || !PRINTABLE.test(key)) return { state: EMPTY_SCAN, code: null, consumed: false };
  if (fresh) return { state: { buffer: state.buffer + key, lastAt: at }, code: null, consumed: true };
  // the first character of what may become a scan: a shortcut for now
  return { state: { buffer: key, lastAt: at }, code: null, consumed: false };
}
