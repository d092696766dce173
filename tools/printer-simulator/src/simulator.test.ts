import net from 'node:net';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { afterEach, describe, expect, it } from 'vitest';
import { pngSize } from './png.js';
import { type RunningPrinterSimulator, startPrinterSimulator } from './simulator.js';

const DLE_EOT = (n: number) => [0x10, 0x04, n];
/** A page's printed lines without padding and empty lines (the encoder feeds a line after each cut). */
const content = (page: { lines: string[] } | undefined) =>
  page?.lines.map((line) => line.trim()).filter(Boolean);
let simulator: RunningPrinterSimulator | undefined;

afterEach(async () => {
  await simulator?.stop();
  simulator = undefined;
});

async function start(options: Parameters<typeof startPrinterSimulator>[0] = {}) {
  simulator = await startPrinterSimulator({ port: 0, controlPort: 0, host: '127.0.0.1', ...options });
  return simulator;
}

/** A client that keeps every byte the printer answers. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const received: number[] = [];
  socket.on('data', (chunk: Buffer) => received.push(...chunk));
  const answers = async (count: number) => {
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    return received.splice(0, count);
  };
  const end = () => new Promise<void>((resolve) => socket.end(resolve));
  return { socket, answers, end };
}

const ticket = (text: string) =>
  new ReceiptPrinterEncoder({ language: 'esc-pos', codepageMapping: 'epson', columns: 48 })
    .initialize()
    .codepage('cp857')
    .align('center')
    .size(2, 2)
    .line('A-42')
    .size(1, 1)
    .line(text)
    .qrcode('ORD-42')
    .cut()
    .encode();

const control = async (sim: RunningPrinterSimulator, path: string, body?: unknown) => {
  const response = await fetch(`${sim.controlUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

// The machine running the tests may be busy: the first page also loads the fonts.
describe('printer simulator over TCP', { timeout: 30_000 }, () => {
  it('takes a ticket, answers status before and after, and lists the page with its picture', async () => {
    const sim = await start();
    const client = await connect(sim.port);
    client.socket.write(Buffer.from(DLE_EOT(1)));
    expect(await client.answers(1)).toEqual([0x12]);
    client.socket.write(ticket('Şiş köfte, soğansız'));
    client.socket.write(Buffer.from([...DLE_EOT(2), ...DLE_EOT(4)]));
    expect(await client.answers(2)).toEqual([0x12, 0x12]);
    await sim.printer.waitForPrinted(1, 20_000);
    await client.end(); // the line feed the encoder sends after the cut makes no second page
    await expect
      .poll(async () => (await control(sim, '/__sim/state')).body.openConnections, { timeout: 10_000 })
      .toBe(0);
    await sim.printer.idle();

    const { body } = await control(sim, '/__sim/pages');
    const [page] = body.pages as {
      id: number;
      lines: string[];
      qrCodes: string[];
      pngUrl: string;
      cut: boolean;
    }[];
    expect(content(page)).toEqual(['A-42', 'Şiş köfte, soğansız']);
    expect(page?.qrCodes).toEqual(['ORD-42']);
    expect(page?.cut).toBe(true);
    const png = await fetch(`${sim.controlUrl}${page?.pngUrl}`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await png.arrayBuffer())).width).toBe(576);
    expect(body.pages).toHaveLength(1);
  });

  it('answers status at once while a slow printer is still printing earlier pages', async () => {
    const sim = await start({ pageDelayMs: 2_500, paperWidthMm: 58 });
    const client = await connect(sim.port);
    client.socket.write(
      Buffer.concat([Buffer.from(ticket('bir')), Buffer.from(ticket('iki')), Buffer.from(DLE_EOT(1))]),
    );
    expect(await client.answers(1)).toEqual([0x12]);
    expect(sim.printer.printed).toHaveLength(0); // the first page takes 2.5 s, the answer came before
    const pages = await sim.printer.waitForPrinted(2, 20_000);
    expect(pages.map((page) => content(page)?.[1])).toEqual(['bir', 'iki']);
    expect(pages[0]?.widthDots).toBe(384);
    await client.end();
  });

  it('in paper_out answers paper end and prints nothing; back to normal it prints again', async () => {
    const sim = await start();
    expect((await control(sim, '/__sim/mode', { mode: 'paper_out' })).status).toBe(200);
    const client = await connect(sim.port);
    client.socket.write(Buffer.from([...DLE_EOT(1), ...DLE_EOT(2), ...DLE_EOT(4)]));
    expect(await client.answers(3)).toEqual([0x1a, 0x32, 0x72]);
    client.socket.write(ticket('kaybolur'));
    await expect.poll(() => sim.printer.lost.length, { timeout: 10_000 }).toBe(1);
    expect(sim.printer.printed).toHaveLength(0);

    await control(sim, '/__sim/mode', { mode: 'normal' });
    client.socket.write(Buffer.from([...ticket('basılır'), ...DLE_EOT(4)]));
    expect(await client.answers(1)).toEqual([0x12]);
    expect(content((await sim.printer.waitForPrinted(1, 20_000))[0])?.[1]).toBe('basılır');
    const state = (await control(sim, '/__sim/state')).body;
    expect(state).toMatchObject({ mode: 'normal', printed: 1, lost: [{ mode: 'paper_out' }] });
    await client.end();
  });

  it('answers offline and cover open as an Epson printer does', async () => {
    const sim = await start({ mode: 'cover_open' });
    const client = await connect(sim.port);
    client.socket.write(Buffer.from([...DLE_EOT(1), ...DLE_EOT(2)]));
    expect(await client.answers(2)).toEqual([0x1a, 0x16]);
    await control(sim, '/__sim/mode', { mode: 'offline' });
    client.socket.write(Buffer.from([...DLE_EOT(1), ...DLE_EOT(3)]));
    expect(await client.answers(2)).toEqual([0x1a, 0x52]);
    await client.end();
  });

  it('when off refuses connections on the same port, and takes them again when back on', async () => {
    const sim = await start();
    const port = sim.port;
    await control(sim, '/__sim/mode', { mode: 'off' });
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect((await control(sim, '/__sim/state')).body).toMatchObject({ accepting: false, tcpPort: port });
    await control(sim, '/__sim/mode', { mode: 'normal' });
    const client = await connect(port);
    client.socket.write(Buffer.from(DLE_EOT(1)));
    expect(await client.answers(1)).toEqual([0x12]);
    await client.end();
  });

  it('keeps the page of a connection that ends without a cut', async () => {
    const sim = await start();
    const client = await connect(sim.port);
    client.socket.write(Buffer.from('yarım iş\n', 'latin1'));
    await client.end();
    const [page] = await sim.printer.waitForPrinted(1, 20_000);
    expect(page).toMatchObject({ cut: false });
  });
});

describe('control API', { timeout: 30_000 }, () => {
  it('refuses a bad mode with 400 naming the field, and a foreign web origin with 403', async () => {
    const sim = await start();
    const bad = await control(sim, '/__sim/mode', { mode: 'jammed' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'bad_request', field: 'mode' });
    const foreign = await fetch(`${sim.controlUrl}/__sim/state`, { headers: { origin: 'http://evil.test' } });
    expect(foreign.status).toBe(403);
    expect((await control(sim, '/__sim/pages/99.png')).status).toBe(404);
  });

  it('reset forgets pages and goes back to the start settings', async () => {
    const sim = await start({ pageDelayMs: 0 });
    await control(sim, '/__sim/mode', { mode: 'paper_out', pageDelayMs: 50 });
    const reset = await control(sim, '/__sim/reset', {});
    expect(reset.body).toMatchObject({ mode: 'normal', pageDelayMs: 0, printed: 0, lost: [] });
  });

  it('serves its own page', async () => {
    const sim = await start({ name: 'Mutfak' });
    const response = await fetch(`${sim.controlUrl}/`);
    expect(await response.text()).toContain('Printer simulator: Mutfak');
  });
});
