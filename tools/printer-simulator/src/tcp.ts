import net from 'node:net';
import type { CodePageTable } from './codepages.js';
import { PageInterpreter } from './interpreter.js';
import { EscPosParser } from './parser.js';
import type { PrinterDevice } from './printer.js';
import { paperSensorStatus, realTimeStatus } from './status.js';

/** A connection that sends nothing for this long is closed, as network printers do. */
const IDLE_TIMEOUT_MS = 5 * 60_000;

/**
 * The printer's raw TCP port (9100). Each connection has its own parser and print state (a job
 * normally starts with ESC @). DLE EOT is answered the moment it is parsed, before pages queued
 * ahead of it have printed. In mode `off` the port is closed: connecting is refused.
 */
export class PrinterPort {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private nextConnection = 1;
  private boundPort: number;
  private unsubscribe: () => void = () => {};

  constructor(
    private readonly printer: PrinterDevice,
    private readonly codePages: CodePageTable,
    private readonly host: string,
    port: number,
  ) {
    this.boundPort = port;
  }

  get port(): number {
    return this.boundPort;
  }

  get accepting(): boolean {
    return this.server !== null;
  }

  get openConnections(): number {
    return this.sockets.size;
  }

  async start(): Promise<void> {
    this.unsubscribe = this.printer.onMode((mode) => {
      const change = mode === 'off' ? this.close() : this.open();
      change.catch(() => {}); // a port that cannot re-open shows as not accepting in the state
    });
    if (this.printer.mode !== 'off') await this.open();
    else if (this.boundPort === 0) await this.open().then(() => this.close()); // reserve a number
  }

  async stop(): Promise<void> {
    this.unsubscribe();
    await this.close();
  }

  private async open(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((socket) => this.accept(socket));
    this.server = server;
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(this.boundPort, this.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      this.server = null;
      throw error;
    }
    const address = server.address();
    if (address && typeof address === 'object') this.boundPort = address.port;
  }

  private async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnection++;
    const printer = this.printer;
    const parser = new EscPosParser();
    const interpreter = new PageInterpreter(printer.widthDots, this.codePages);
    this.sockets.add(socket);
    printer.counters.connections++;
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      printer.counters.bytesReceived += chunk.length;
      for (const command of parser.push(chunk)) {
        if (command.kind === 'status') {
          printer.counters.statusRequests++;
          const byte = realTimeStatus(printer.mode, command.n);
          if (byte !== undefined && !socket.destroyed) socket.write(Buffer.from([byte]));
        } else if (command.kind === 'transmitStatus') {
          if (command.n === 1 && !socket.destroyed)
            socket.write(Buffer.from([paperSensorStatus(printer.mode)]));
        } else {
          const page = interpreter.apply(command);
          if (page) printer.submit(page, connectionId);
        }
      }
    });
    socket.on('error', () => {}); // a client that resets the connection is normal
    socket.on('close', () => {
      this.sockets.delete(socket);
      const page = interpreter.finish();
      if (page) printer.submit(page, connectionId);
    });
  }
}
