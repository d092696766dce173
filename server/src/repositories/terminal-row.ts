/** A terminal (a `pos_devices` row) as talking to it needs: where it is and who we are to it. */
export interface TerminalRow {
  id: string;
  pos_serial_number: string;
  fingerprint: string;
  ip_address: string | null;
  port: number;
  /** { simulator: true } marks the terminal simulator (the spec's test environment). */
  metadata: unknown;
}

/** TerminalRow's columns of `pos_devices as p`. */
export const TERMINAL_COLUMNS = [
  'p.id',
  'p.pos_serial_number',
  'p.fingerprint',
  'p.ip_address',
  'p.port',
  'p.metadata',
] as const;

/** The terminal's columns when `pos_devices as p` is joined to a payment row. */
export const TERMINAL_JOIN_COLUMNS = [
  'p.id as terminal_id',
  'p.pos_serial_number as terminal_serial_number',
  'p.fingerprint as terminal_fingerprint',
  'p.ip_address as terminal_ip_address',
  'p.port as terminal_port',
  'p.metadata as terminal_metadata',
] as const;

interface TerminalJoinColumns {
  terminal_id: string | null;
  terminal_serial_number: string | null;
  terminal_fingerprint: string | null;
  terminal_ip_address: string | null;
  terminal_port: number | null;
  terminal_metadata: unknown;
}

/**
 * Splits a row selected with TERMINAL_JOIN_COLUMNS into the row itself and its terminal (null
 * when the row names none or it is gone).
 */
export function splitTerminal<R extends TerminalJoinColumns>(
  row: R,
): { rest: Omit<R, keyof TerminalJoinColumns>; terminal: TerminalRow | null } {
  const {
    terminal_id,
    terminal_serial_number,
    terminal_fingerprint,
    terminal_ip_address,
    terminal_port,
    terminal_metadata,
    ...rest
  } = row;
  return {
    rest,
    terminal:
      terminal_id === null || terminal_serial_number === null || terminal_fingerprint === null
        ? null
        : {
            id: terminal_id,
            pos_serial_number: terminal_serial_number,
            fingerprint: terminal_fingerprint,
            ip_address: terminal_ip_address,
            port: terminal_port ?? 0,
            metadata: terminal_metadata,
          },
  };
}
