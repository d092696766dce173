import type { TransactionHandle } from '@kiosk/contracts';
import type { TerminalRow } from '../repositories/terminal-row.js';
import { type TerminalTarget, terminalDate } from './terminal-driver.js';

/** Where a stored terminal is and who we are to it. */
export const targetOf = (row: TerminalRow): TerminalTarget => ({
  posDeviceId: row.id,
  serialNumber: row.pos_serial_number,
  fingerprint: row.fingerprint,
  ip: row.ip_address,
  port: row.port,
});

/** The next TransactionSequence of a terminal, at least `atLeast`. */
export type SequenceSource = (atLeast: number) => Promise<number>;

/** Where stored terminals' sequences are kept (`pos_devices.last_sequence`). */
export interface SequenceStore {
  nextSequence(posDeviceId: string, atLeast?: number): Promise<number>;
}

/** A terminal's answer that refused the handle's sequence (it has seen a later one); nothing was done. */
export const isSequenceError = (outcome: { kind: string; code?: string }): boolean =>
  outcome.kind === 'protocol_error' && outcome.code === 'SEQUENCE_ERROR';

/** The sequence the terminal says it has seen, from its SEQUENCE_ERROR message (0 when it names none). */
export const sequenceSeen = (message: string): number => Number(/(\d+)/.exec(message)?.[1] ?? 0);

/**
 * Talking to one terminal: every request carries a transaction handle whose sequence keeps
 * increasing for that terminal (stored terminals take it from the database, so it increases across
 * restarts and instances). A request the terminal refused with SEQUENCE_ERROR is sent once more with
 * a handle past the sequence it has seen.
 */
export class TerminalSession {
  constructor(
    readonly target: TerminalTarget,
    private readonly sequence: SequenceSource,
  ) {}

  /** A session with a stored terminal: its sequence is the database's (`pos_devices.last_sequence`). */
  static stored(target: TerminalTarget, sequences: SequenceStore): TerminalSession {
    return new TerminalSession(target, (atLeast) => sequences.nextSequence(target.posDeviceId, atLeast));
  }

  /** A session with a terminal not stored (yet): the clock is its sequence. */
  static unstored(target: TerminalTarget): TerminalSession {
    return new TerminalSession(target, async (atLeast) => Math.max(Date.now(), atLeast));
  }

  /** A new handle, its sequence at least `atLeast`. */
  async handle(atLeast = 0): Promise<TransactionHandle> {
    return {
      SerialNumber: this.target.serialNumber,
      TransactionDate: terminalDate(),
      TransactionSequence: await this.sequence(atLeast),
      Fingerprint: this.target.fingerprint,
    };
  }

  /** The handle to send again with after the terminal refused one with SEQUENCE_ERROR. */
  handleAfter(refusal: { message: string }): Promise<TransactionHandle> {
    return this.handle(sequenceSeen(refusal.message) + 1);
  }

  /**
   * Sends a request that changes nothing at the terminal (device info) with a new handle, and once
   * more with a later one if the terminal refused its sequence; the last answer is returned.
   */
  async request<T extends { kind: string; code?: string; message?: string }>(
    send: (handle: TransactionHandle) => Promise<T>,
  ): Promise<T> {
    const answer = await send(await this.handle());
    if (!isSequenceError(answer)) return answer;
    return send(await this.handleAfter({ message: answer.message ?? '' }));
  }
}
