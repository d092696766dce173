import Fastify from 'fastify';
import { codePageTable } from './codepages.js';
import { registerControlApi } from './control-api.js';
import { controlRefusal, isLoopbackHost } from './control-guard.js';
import { PrinterDevice } from './printer.js';
import type { PrinterMode } from './status.js';
import { PrinterPort } from './tcp.js';

export const PRINTER_DEFAULT_PORT = 9100;
export const CONTROL_DEFAULT_PORT = 9180;

/** Dots in one printed line: 58 mm paper prints 384 dots (32 Font A columns), 80 mm 576 (48). */
const PAPER_DOTS = { 58: 384, 80: 576 } as const;

export interface PrinterSimulatorOptions {
  name?: string;
  /** Raw TCP port of the printer (0: any free one). */
  port?: number;
  /** HTTP port of the control API (0: any free one). */
  controlPort?: number;
  host?: string;
  paperWidthMm?: 58 | 80;
  mode?: PrinterMode;
  pageDelayMs?: number;
  /** ESC t n -> iconv-lite encoding, over Epson's numbering (e.g. { 13: 'cp857' }). */
  codePages?: Record<number, string>;
  /** How many printed (and lost) pages are kept. */
  keepPages?: number;
  controlToken?: string;
  log?: (message: string) => void;
}

export interface RunningPrinterSimulator {
  printer: PrinterDevice;
  /** The printer's TCP port. */
  port: number;
  host: string;
  /** Base URL of the control API. */
  controlUrl: string;
  stop(): Promise<void>;
}

export async function startPrinterSimulator(
  options: PrinterSimulatorOptions = {},
): Promise<RunningPrinterSimulator> {
  const host = options.host ?? '0.0.0.0';
  const printer = new PrinterDevice(options.name ?? 'printer', PAPER_DOTS[options.paperWidthMm ?? 80], {
    mode: options.mode ?? 'normal',
    pageDelayMs: options.pageDelayMs ?? 0,
    keepPages: options.keepPages ?? 50,
  });
  const port = new PrinterPort(
    printer,
    codePageTable(options.codePages),
    host,
    options.port ?? PRINTER_DEFAULT_PORT,
  );
  await port.start();

  const app = Fastify({ logger: false, forceCloseConnections: true });
  const boundToLoopback = isLoopbackHost(host);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/__sim/')) return;
    const refusal = controlRefusal({
      origin: request.headers.origin,
      host: request.headers.host,
      remoteAddress: request.socket.remoteAddress,
      token: request.headers['x-sim-control-token'],
      expectedToken: options.controlToken,
      boundToLoopback,
    });
    if (refusal) return reply.code(refusal.status).send({ error: refusal.error, message: refusal.message });
  });
  registerControlApi(app, printer, port);
  try {
    await app.listen({ port: options.controlPort ?? CONTROL_DEFAULT_PORT, host });
  } catch (error) {
    await port.stop();
    throw error;
  }
  const address = app.server.address();
  const controlPort = address && typeof address === 'object' ? address.port : 0;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  options.log?.(
    `printer "${printer.name}" on tcp ${port.port}, control API http://${urlHost}:${controlPort}/`,
  );
  return {
    printer,
    get port() {
      return port.port;
    },
    host: urlHost,
    controlUrl: `http://${urlHost}:${controlPort}`,
    async stop() {
      await port.stop();
      await app.close();
      await printer.idle();
    },
  };
}
