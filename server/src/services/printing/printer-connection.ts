import { Socket } from 'node:net';
import type { PrinterStatus } from '../../db/schema.js';

export interface SendOptions {
  /** How long a connect may take (an unreachable printer must not hold a worker long). */
  connectTimeoutMs: number;
  /** How long the printer may take to answer a status request, or to take the data. */
  answerTimeoutMs: number;
}

export type SendResult =
  | { outcome: 'printed'; status: 'online' }
  /** Nothing was sent: the printer could not be reached or said it cannot print. */
  | { outcome: 'not_sent'; status: PrinterStatus; error: string }
  /** The bytes went out but the printer did not confirm it could print them: send again as a reprint. */
  | { outcome: 'unsure'; status: PrinterStatus; error: string };

const DLE_EOT = (n: number) => Buffer.from([0x10, 0x04, n]);

/** Reads a DLE EOT 1 (printer) and 2 (offline cause) pair: the printer's state (Epson bits). */
function statusOf(printer: number, cause: number): PrinterStatus {
  if ((cause & 0x04) !== 0) return 'cover_open';
  if ((cause & 0x20) !== 0) return 'paper_out';
  if ((printer & 0x08) !== 0 || (cause & 0x40) !== 0) return 'offline';
  return 'online';
}

/** One connection to a network printer (raw TCP 9100): status requests and the job's bytes. */
class PrinterLink {
  private readonly received: number[] = [];
  private waiter: (() => void) | undefined;
  private closed: Error | undefined;

  constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received.push(...chunk);
      this.waiter?.();
    });
    const end = (error?: Error) => {
      this.closed ??= error ?? new Error('the printer closed the connection');
      this.waiter?.();
    };
    socket.on('error', end);
    socket.on('close', () => end());
  }

  static open(host: string, port: number, timeoutMs: number): Promise<PrinterLink> {
    return new Promise((resolve, reject) => {
      const socket = new Socket();
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no connection to ${host}:${port} within ${timeoutMs} ms`));
      }, timeoutMs);
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      socket.connect(port, host, () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        socket.setNoDelay(true);
        resolve(new PrinterLink(socket));
      });
    });
  }

  private async read(count: number, timeoutMs: number): Promise<number[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (this.closed) throw this.closed;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the printer did not answer within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = undefined;
    }
    return this.received.splice(0, count);
  }

  async status(timeoutMs: number): Promise<PrinterStatus> {
    this.socket.write(Buffer.concat([DLE_EOT(1), DLE_EOT(2)]));
    const [printer = 0, cause = 0] = await this.read(2, timeoutMs);
    return statusOf(printer, cause);
  }

  write(bytes: Uint8Array, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the printer did not take the data within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.socket.write(bytes, (error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      });
    });
  }

  close(): void {
    this.socket.end();
    this.socket.destroySoon();
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends one job: connects (short timeout), asks the real-time status first (nothing is sent to a
 * printer that is offline, out of paper or open), sends, and asks again: 'printed' only when the
 * printer answered online after taking the bytes.
 */
export async function sendToPrinter(
  address: { host: string; port: number },
  bytes: Uint8Array,
  options: SendOptions,
): Promise<SendResult> {
  let link: PrinterLink;
  try {
    link = await PrinterLink.open(address.host, address.port, options.connectTimeoutMs);
  } catch (error) {
    return { outcome: 'not_sent', status: 'offline', error: message(error) };
  }
  try {
    let before: PrinterStatus;
    try {
      before = await link.status(options.answerTimeoutMs);
    } catch (error) {
      return { outcome: 'not_sent', status: 'offline', error: message(error) };
    }
    if (before !== 'online') return { outcome: 'not_sent', status: before, error: `printer ${before}` };
    try {
      await link.write(bytes, options.answerTimeoutMs);
      const after = await link.status(options.answerTimeoutMs);
      if (after !== 'online')
        return { outcome: 'unsure', status: after, error: `printer ${after} after the job` };
      return { outcome: 'printed', status: 'online' };
    } catch (error) {
      return { outcome: 'unsure', status: 'offline', error: message(error) };
    }
  } finally {
    link.close();
  }
}
