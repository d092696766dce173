import { TERMINAL_DEFAULT_PORT } from '@kiosk/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { type CloudClient, startCloudClient } from './cloud-client.js';
import { guardControlApi } from './control-access.js';
import { registerControlRoutes, registerInquiryRoutes } from './control-routes.js';
import { TerminalDevice } from './device.js';
import { StateFile } from './state-file.js';
import { registerTerminalRoutes } from './terminal-routes.js';

/**
 * Starts the simulated terminal: the device (`device.ts`), its state file, the HTTP server with
 * the terminal protocol (`terminal-routes.ts`), the test environment and inquiry links
 * (`control-routes.ts`, guarded by `control-access.ts`) and, in CLOUD mode, the outbound client.
 */

export interface SimulatorOptions {
  /** Default 4567; 0 picks a free port. */
  port?: number;
  /** Default 0.0.0.0. */
  host?: string;
  /** Default 'PAV-SIM-0001' (the seeded demo terminal). */
  serialNumber?: string;
  terminalId?: string;
  merchantId?: string;
  acquirer?: string;
  /** REST (default): HTTP only. CLOUD: HTTP as well, plus an outbound WebSocket to `cloudUrl`. */
  mode?: 'REST' | 'CLOUD';
  /** ws(s) URL of the server's CLOUD_DEVICE_PATH, e.g. ws://localhost:5173/api/pos/cloud/v1. */
  cloudUrl?: string;
  /** Sent as `?token=` on the CLOUD connection. */
  cloudToken?: string;
  /** Sent in the CLOUD hello; default `CLOUD-<serialNumber>`. */
  cloudFingerprint?: string;
  /** First CLOUD reconnect delay (doubles up to 10 s); default 500 ms. */
  cloudReconnectMs?: number;
  /** JSON file keeping sales, pairings and counters across restarts; default none (memory only). */
  stateFile?: string;
  /** Delay of a sale when the test environment chose none; default 1500 ms. */
  defaultDelayMs?: number;
  /** Base of sale inquiry links; default the simulator's own address. */
  publicUrl?: string;
  /** Receipt PNGs are kept for this many most recent sales; default 1000. */
  maxReceiptSales?: number;
  /** Load tests only: every sale returns the first sale's receipt images (no rendering per sale). */
  fixedReceipts?: boolean;
  /**
   * Needed in `X-Sim-Control-Token` by /__sim/* callers from another address when the simulator
   * listens beyond localhost (SIM_CONTROL_TOKEN). Callers on this machine never need it.
   */
  controlToken?: string;
  /** Progress lines (pairing, sales, CLOUD connection); default silent. */
  log?: (message: string) => void;
}

export interface RunningSimulator {
  /** http://<host>:<port> (127.0.0.1 when listening on every interface). */
  url: string;
  port: number;
  device: TerminalDevice;
  stop(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const log = options.log ?? (() => {});
  const host = options.host ?? '0.0.0.0';
  const mode = options.mode ?? 'REST';
  const serialNumber = options.serialNumber ?? 'PAV-SIM-0001';
  if (mode === 'CLOUD' && !options.cloudUrl) throw new Error('CLOUD mode needs cloudUrl (SIM_CLOUD_URL)');

  let baseUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const device = createDevice(options, serialNumber, () => baseUrl, log);
  const stateFile = options.stateFile ? attachStateFile(device, options.stateFile, log) : null;
  let cloud: CloudClient | null = null;

  // forceCloseConnections: "no answer" requests are never answered; closing must not wait for them.
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 5 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  guardControlApi(app, { host, controlToken: options.controlToken });
  registerTerminalRoutes(app, device);
  registerControlRoutes(app, device, { mode, cloudConnected: () => cloud?.connected ?? false });
  registerInquiryRoutes(app, device);

  const { url, port } = await listen(app, options.port ?? TERMINAL_DEFAULT_PORT, host);
  if (!baseUrl) baseUrl = url;

  if (mode === 'CLOUD' && options.cloudUrl) {
    cloud = startCloudClient({
      url: options.cloudUrl,
      fingerprint: options.cloudFingerprint ?? `CLOUD-${serialNumber}`,
      device,
      log,
      ...(options.cloudToken ? { token: options.cloudToken } : {}),
      ...(options.cloudReconnectMs ? { minBackoffMs: options.cloudReconnectMs } : {}),
    });
  }

  let stopping: Promise<void> | null = null;
  return {
    url,
    port,
    device,
    stop() {
      stopping ??= (async () => {
        await cloud?.stop();
        device.shutdown();
        await app.close();
        await stateFile?.flush();
      })();
      return stopping;
    },
  };
}

function createDevice(
  options: SimulatorOptions,
  serialNumber: string,
  baseUrl: () => string,
  log: (message: string) => void,
): TerminalDevice {
  return new TerminalDevice({
    serialNumber,
    terminalId: options.terminalId ?? 'PS000001',
    merchantId: options.merchantId ?? '000100000012345',
    acquirer: options.acquirer ?? 'Garanti BBVA',
    model: 'Pavo N86 (Simülatör)',
    version: '1.0.0-sim',
    defaultDelayMs: options.defaultDelayMs ?? 1500,
    inquiryBaseUrl: baseUrl,
    maxReceiptSales: options.maxReceiptSales ?? 1000,
    ...(options.fixedReceipts ? { fixedReceipts: true } : {}),
    log,
  });
}

/** Restores the device from its state file (when there is one) and writes every change back. */
function attachStateFile(device: TerminalDevice, path: string, log: (message: string) => void): StateFile {
  const saved = StateFile.load(path);
  if (saved) {
    device.restore(saved);
    log(`restored ${saved.sales.length} sales from ${path}`);
  }
  const file = new StateFile(path, () => device.snapshot(), log);
  device.onChange(() => file.schedule());
  if (saved) file.schedule(); // abandoned sales were rewritten
  return file;
}

/** Listens; the URL names 127.0.0.1 when the server listens on every interface. */
async function listen(
  app: FastifyInstance,
  wanted: number,
  host: string,
): Promise<{ url: string; port: number }> {
  await app.listen({ port: wanted, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : wanted;
  const shownHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return { url: `http://${shownHost}:${port}`, port };
}
