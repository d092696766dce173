import { connect } from 'node:net';
import { type RunningPrinterSimulator, startPrinterSimulator } from '@kiosk/printer-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The Yazıcılar page's "Simülatör çıktıları": the server proxies the demo printer simulator's last pages.
let server: TestServer;
let sim: RunningPrinterSimulator | undefined;
let admin: string;
let cashier: string;
let client: ReturnType<typeof api>;

interface Page {
  id: number;
  printed_at: string;
  text: string;
  png_url: string;
}

/** Sends raw ESC/POS to the simulator's TCP port: PC857 (ESC t 13), a line of Turkish letters, a cut. */
async function printLine(port: number, latin: string, pc857: number[]): Promise<void> {
  const bytes = Buffer.concat([
    Buffer.from([0x1b, 0x40, 0x1b, 0x74, 13]),
    Buffer.from(latin, 'latin1'),
    Buffer.from(pc857),
    Buffer.from([0x0a, 0x1d, 0x56, 0x00]),
  ]);
  await new Promise<void>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  sim = await startPrinterSimulator({ name: 'Mutfak', port: 0, controlPort: 0, host: '127.0.0.1' });
  server = await startTestServer({ env: { PRINT_WORKER: 'false', PRINTER_SIMULATOR_URL: sim.controlUrl } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
}, 60_000);

afterAll(async () => {
  await sim?.stop();
  await server?.stop();
});

describe('the printer simulator pages (admin)', () => {
  it('lists the last pages newest first with text and a PNG served through the server', async () => {
    if (!sim) throw new Error('no simulator');
    await printLine(sim.port, 'Fis 1 ', [0x80, 0x87]); // Çç
    await printLine(sim.port, 'Fis 2 ', [0x98, 0x8d]); // İı
    await sim.printer.waitForPrinted(2);
    const list = await client.call<{ data: Page[] }>('GET', '/functions/v1/printers/simulator/pages', {
      token: admin,
    });
    expect(list.status).toBe(200);
    const [newest, older] = list.body.data;
    expect(newest?.text).toContain('Fis 2 İı');
    expect(older?.text).toContain('Fis 1 Çç');
    expect(newest?.png_url).toBe(`/functions/v1/printers/simulator/pages/${newest?.id}.png`);

    const png = await fetch(`${server.urls.admin}${newest?.png_url}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.equals(sim.printer.page(newest?.id ?? -1)?.png ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers 404 for a page the simulator no longer keeps, 400 for a bad name, 403 for a cashier', async () => {
    const gone = await client.call('GET', '/functions/v1/printers/simulator/pages/99999.png', {
      token: admin,
    });
    expect(gone.status).toBe(404);
    const bad = await client.call('GET', '/functions/v1/printers/simulator/pages/x.png', { token: admin });
    expect(bad.status).toBe(400);
    const staff = await client.call('GET', '/functions/v1/printers/simulator/pages', { token: cashier });
    expect(staff.status).toBe(403);
  });

  it('answers 502 simulator_unreachable when the simulator is down, never a 500', async () => {
    await sim?.stop();
    sim = undefined;
    const down = await client.call('GET', '/functions/v1/printers/simulator/pages', { token: admin });
    expect(down.status).toBe(502);
    expect(down.body.error?.code).toBe('simulator_unreachable');
  });
});
