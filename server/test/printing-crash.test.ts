import { createServer, type Server, Socket } from 'node:net';
import type { MenuData, OrderSummary } from '@kiosk/contracts';
import { type RunningPrinterSimulator, startPrinterSimulator } from '@kiosk/printer-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.js';
import { freePort } from './support/free-port.js';
import { lineFor } from './support/menu-helpers.js';
import { markOrderPaid } from './support/order-payment-fixtures.js';
import { type ServerProcess, spawnServer, waitForReady } from './support/server-process.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// The real server process killed with SIGKILL while it sends a kitchen ticket to a printer that is
// slow to take it (issue 35): a new server sends the job again marked "TEKRAR"; nothing is lost and
// the ticket comes out at most twice (the part the first server got out, and the reprint).

let database: TestDatabase;
let db: ReturnType<TestDatabase['connect']>['db'];
let printer: RunningPrinterSimulator;
let link: SlowLink;
let env: Record<string, string>;
let baseUrl: string;
const running: ServerProcess[] = [];

/**
 * A slow network path to the printer: the first connection carrying a job passes the status
 * request and half the job's first chunk, then holds everything else (the printer takes no more);
 * later connections pass straight through. When the sender's side drops, the printer's side is
 * closed too, as a printer sees a sender that died.
 */
class SlowLink {
  stalled = false;
  forwarded = 0;
  private connections = 0;
  private readonly server: Server;

  constructor(private readonly target: number) {
    this.server = createServer((client) => this.accept(client));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    const slow = ++this.connections === 1;
    const upstream = new Socket();
    upstream.connect(this.target, '127.0.0.1');
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('data', (chunk: Buffer) => {
      if (!slow) {
        upstream.write(chunk);
        return;
      }
      if (this.stalled) return;
      // a chunk of the job (more than a status request): half of it reaches the printer
      if (chunk.length > 6) {
        const part = chunk.subarray(0, Math.floor(chunk.length / 2));
        this.forwarded += part.length;
        upstream.write(part);
        this.stalled = true;
        return;
      }
      upstream.write(chunk);
    });
    const drop = () => {
      client.destroy();
      upstream.end();
    };
    client.on('error', drop);
    client.on('close', drop);
    upstream.on('error', () => client.destroy());
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  printer = await startPrinterSimulator({ name: 'Mutfak', port: 0, controlPort: 0, host: '127.0.0.1' });
  link = new SlowLink(printer.port);
  const linkPort = await link.listen();
  db = database.connect().db;
  const stations = await db.selectFrom('kitchen_stations').select('id').execute();
  await db
    .insertInto('printers')
    .values({ name: 'Mutfak', host: '127.0.0.1', port: linkPort, station_ids: stations.map((s) => s.id) })
    .execute();
  const [kiosk, admin, sale] = [await freePort(), await freePort(), await freePort()];
  env = {
    DATABASE_URL: database.url,
    KIOSK_PORT: String(kiosk),
    ADMIN_PORT: String(admin),
    SALE_PORT: String(sale),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
  };
  baseUrl = `http://127.0.0.1:${kiosk}`;
});

afterAll(async () => {
  for (const proc of running) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  await link?.close();
  await printer?.stop();
  await database?.drop();
});

async function boot(): Promise<ServerProcess> {
  const proc = spawnServer(env);
  running.push(proc);
  await waitForReady(baseUrl, proc);
  return proc;
}

async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function paidKioskOrder(): Promise<OrderSummary> {
  const client = api(baseUrl);
  const kiosk = (await client.signInKiosk()).body;
  const menu = (await (
    await fetch(`${baseUrl}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  const { product: _p, ...line } = lineFor(menu, 'Cheeseburger');
  const created = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token: kiosk.access_token,
    body: { items: [line] },
  });
  expect(created.status).toBe(201);
  await markOrderPaid(db, created.body.data.id);
  return created.body.data;
}

const jobOf = (orderId: string) =>
  db
    .selectFrom('print_jobs')
    .select(['id', 'status', 'reprint', 'attempts'])
    .where('order_id', '=', orderId)
    .execute();

describe('a server killed while a printer takes a ticket', () => {
  it('sends the ticket again from a new server, marked TEKRAR: never lost, at most twice', async () => {
    const first = await boot();
    const order = await paidKioskOrder();
    // the first server is mid-send: half the ticket is at the printer, the rest held by the slow link
    await waitFor(() => (link.stalled ? true : undefined), 20_000);
    expect((await jobOf(order.id)).map((j) => j.status)).toEqual(['sending']);
    first.child.kill('SIGKILL');
    await first.exited;
    // the printer saw the sender go: what it got is a part of a ticket, without the order's QR
    await waitFor(() => (printer.printer.printed.length > 0 ? true : undefined), 10_000);
    expect(printer.printer.printed[0]?.qrCodes).toEqual([]);
    expect(link.forwarded).toBeGreaterThan(0);

    await boot();
    // the job's lease (30 s) runs out, then the new server claims and prints it as a reprint
    const [job] = await waitFor(async () => {
      const jobs = await jobOf(order.id);
      return jobs[0]?.status === 'printed' ? jobs : undefined;
    }, 60_000);
    expect(job).toMatchObject({ status: 'printed', reprint: true, attempts: 2 });
    const complete = printer.printer.printed.filter((page) => page.qrCodes.includes(order.id));
    expect(complete).toHaveLength(1);
    const text = complete[0]?.lines.map((l) => l.trim()) ?? [];
    expect(text).toContain('*** TEKRAR ***');
    expect(text).toContain(`#${order.reference_number}`);
    expect(text.join('\n')).toContain('Cheeseburger');
    // at most twice: the partial page and the reprint, nothing more
    await new Promise((r) => setTimeout(r, 1_500));
    expect(printer.printer.printed).toHaveLength(2);
    expect(printer.printer.lost).toEqual([]);
  }, 150_000);
});
