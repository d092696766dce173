import type { AddressInfo } from 'node:net';
import type { StartPaymentRequest, TerminalExchange, TransactionHandle } from '@kiosk/contracts';
import { type RunningSimulator, startSimulator } from '@kiosk/terminal-simulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { type CloudRelay, CloudTerminalHub } from '../src/payments/cloud-terminal-driver.js';
import { RestTerminalDriver } from '../src/payments/rest-terminal-driver.js';
import type { TerminalDriver, TerminalTarget } from '../src/payments/terminal-driver.js';
import { TerminalSession } from '../src/payments/terminal-session.js';
import { collectTrace, traceable } from '../src/payments/terminal-trace.js';

// The drivers' card parts (StartPayment) and reversals (void, refund) against the real simulator:
// over REST, and over CLOUD (here and through another instance's hub).

const SERIAL = 'PAV-SIM-0001';
let rest: RunningSimulator;
let cloudSim: RunningSimulator;
let wss: WebSocketServer;
let hubA: CloudTerminalHub;
let hubB: CloudTerminalHub;
let sequence = Date.now();

const handle = (fingerprint: string): TransactionHandle => ({
  SerialNumber: SERIAL,
  TransactionDate: '2026-11-24T10:00:00.000000',
  TransactionSequence: ++sequence,
  Fingerprint: fingerprint,
});
const restTarget = (): TerminalTarget => ({
  posDeviceId: 'rest',
  serialNumber: SERIAL,
  fingerprint: 'FP-SERVER',
  ip: '127.0.0.1',
  port: rest.port,
});
const cloudTarget: TerminalTarget = {
  posDeviceId: 'cloud',
  serialNumber: SERIAL,
  fingerprint: 'CLOUD-FP',
  ip: null,
  port: 0,
};
const paymentOf = (h: TransactionHandle, amountMinor: number): StartPaymentRequest => ({
  TransactionHandle: h,
  Payment: { OrderNo: 'K-7', AmountMinor: amountMinor, CurrencyCode: 'TRY', CardReadTimeoutSeconds: 60 },
});

/** Two hubs (two server instances) on one in-memory bus. */
function memoryBus() {
  const listeners: Array<(payload: Record<string, unknown>) => void> = [];
  return (instanceId: string): CloudRelay => ({
    instanceId,
    async publish(payload) {
      const copy = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
      setImmediate(() => {
        for (const listener of listeners) listener(copy);
      });
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  });
}

beforeAll(async () => {
  rest = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 20 });
  const bus = memoryBus();
  hubA = new CloudTerminalHub({ relay: bus('a') });
  hubB = new CloudTerminalHub({ relay: bus('b') });
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  wss.on('connection', (socket) => {
    socket.once('message', () => hubA.attach(SERIAL, socket));
  });
  await new Promise((resolve) => wss.once('listening', resolve));
  cloudSim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    mode: 'CLOUD',
    cloudUrl: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`,
    cloudFingerprint: 'CLOUD-FP',
    defaultDelayMs: 20,
  });
  const deadline = Date.now() + 5000;
  while (!hubA.isConnected(SERIAL) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
});
afterAll(async () => {
  await rest?.stop();
  await cloudSim?.stop();
  hubA?.close();
  hubB?.close();
  for (const client of wss?.clients ?? []) client.terminate();
  await new Promise((resolve) => wss?.close(resolve));
});
beforeEach(async () => {
  for (const sim of [rest, cloudSim]) sim.device.setNext({ outcome: 'approve', delayMs: 20, sticky: false });
  rest.device.setDayOffset(0);
  cloudSim.device.setDayOffset(0);
  await new RestTerminalDriver().pair(restTarget());
});

describe('REST driver: card parts and reversals', () => {
  const driver = new RestTerminalDriver();

  it('charges a card part, settles it by handle, voids it once and records every exchange', async () => {
    const { trace, exchanges } = collectTrace();
    const partHandle = handle('FP-SERVER');
    const part = await driver.payment(restTarget(), paymentOf(partHandle, 2_500), 10_000, { trace });
    expect(part).toMatchObject({ kind: 'result', result: { Status: 'Completed', AmountMinor: 2_500 } });
    const asked = await driver.result(restTarget(), handle('FP-SERVER'), partHandle, { trace });
    expect(asked).toMatchObject({ kind: 'result', result: { Status: 'Completed' } });

    const voidHandle = handle('FP-SERVER');
    const voided = await driver.reverse(
      restTarget(),
      { kind: 'void', request: { TransactionHandle: voidHandle, SaleHandle: partHandle } },
      { trace },
    );
    expect(voided).toMatchObject({
      kind: 'reversal',
      result: { Status: 'Completed', Kind: 'VOID', AmountMinor: 2_500 },
    });
    // Asked again with the same handle (the answer was lost): the same answer, nothing voided twice.
    const again = await driver.reverse(restTarget(), {
      kind: 'void',
      request: { TransactionHandle: voidHandle, SaleHandle: partHandle },
    });
    expect(again).toEqual(voided);

    expect(exchanges.map((e: TerminalExchange) => e.operation)).toEqual([
      'StartPayment',
      'GetSaleResult',
      'CancelSale',
    ]);
    const [first] = exchanges;
    expect(first).toMatchObject({ status: 200, error: null, request: paymentOf(partHandle, 2_500) });
    expect(first?.response).toMatchObject({ HasError: false, Data: { Status: 'Completed' } });
    expect(first?.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('a later business day: the void is refused (a reversal that failed) and a refund works', async () => {
    const saleHandle = handle('FP-SERVER');
    await driver.payment(restTarget(), paymentOf(saleHandle, 5_000), 10_000);
    rest.device.setDayOffset(1);
    const late = await driver.reverse(restTarget(), {
      kind: 'void',
      request: { TransactionHandle: handle('FP-SERVER'), SaleHandle: saleHandle },
    });
    expect(late).toMatchObject({
      kind: 'reversal',
      result: { Status: 'Failed', ErrorCode: 'INVALID_TRANSACTION' },
    });
    const refunded = await driver.reverse(restTarget(), {
      kind: 'refund',
      request: {
        TransactionHandle: handle('FP-SERVER'),
        SaleHandle: saleHandle,
        AmountMinor: 5_000,
        Lines: [],
      },
    });
    expect(refunded).toMatchObject({ kind: 'reversal', result: { Status: 'Completed', Kind: 'REFUND' } });
  });

  it('a refused sequence is a protocol error the session sends again past; a void needs its sale', async () => {
    const partHandle = handle('FP-SERVER');
    await driver.payment(restTarget(), paymentOf(partHandle, 1_000), 10_000);
    const stale = { ...handle('FP-SERVER'), TransactionSequence: 1 };
    const refused = await driver.reverse(restTarget(), {
      kind: 'void',
      request: { TransactionHandle: stale, SaleHandle: partHandle },
    });
    expect(refused).toMatchObject({ kind: 'protocol_error', code: 'SEQUENCE_ERROR' });
    const session = new TerminalSession(restTarget(), async (atLeast) => Math.max(atLeast, 1));
    const answer = await session.request((h) =>
      driver.reverse(restTarget(), {
        kind: 'void',
        request: { TransactionHandle: h, SaleHandle: partHandle },
      }),
    );
    expect(answer).toMatchObject({ kind: 'reversal', result: { Status: 'Completed' } });

    expect(
      await driver.reverse(restTarget(), {
        kind: 'void',
        request: { TransactionHandle: handle('FP-SERVER') },
      }),
    ).toMatchObject({ kind: 'protocol_error', code: 'BAD_REQUEST' });
  });

  it('nothing listening is not_connected, and the trace says why', async () => {
    const { trace, exchanges } = collectTrace();
    const closed = { ...restTarget(), port: 1 };
    const outcome = await driver.reverse(
      closed,
      {
        kind: 'refund',
        request: {
          TransactionHandle: handle('FP-SERVER'),
          SaleHandle: handle('FP-SERVER'),
          AmountMinor: 1,
          Lines: [],
        },
      },
      { trace },
    );
    expect(outcome.kind).toBe('not_connected');
    expect(exchanges[0]).toMatchObject({ operation: 'RefundSale', status: null, response: null });
    expect(exchanges[0]?.error).toMatch(/not accessible/);
  });

  it('a no-answer terminal leaves a card part unknown, and the result by handle settles it', async () => {
    rest.device.setNext({ outcome: 'no_answer', delayMs: 20, sticky: false });
    const partHandle = handle('FP-SERVER');
    const outcome = await driver.payment(restTarget(), paymentOf(partHandle, 700), 500);
    expect(outcome.kind).toBe('unknown');
    const settled = await driver.result(restTarget(), handle('FP-SERVER'), partHandle);
    expect(settled).toMatchObject({ kind: 'result', result: { Status: 'Completed', AmountMinor: 700 } });
  });
});

describe('CLOUD driver: card parts and reversals', () => {
  const drivers: Array<[string, () => TerminalDriver]> = [
    ['on the instance holding the connection', () => hubA],
    ['through another instance', () => hubB],
  ];
  for (const [where, driverOf] of drivers) {
    it(`charges a part, voids it once and refunds a sale, ${where}`, async () => {
      const driver = driverOf();
      const { trace, exchanges } = collectTrace();
      const partHandle = handle('CLOUD-FP');
      const part = await driver.payment(cloudTarget, paymentOf(partHandle, 3_000), 10_000, { trace });
      expect(part).toMatchObject({ kind: 'result', result: { Status: 'Completed', AmountMinor: 3_000 } });
      const voidHandle = handle('CLOUD-FP');
      const ask = () =>
        driver.reverse(
          cloudTarget,
          { kind: 'void', request: { TransactionHandle: voidHandle, SaleHandle: partHandle } },
          { trace },
        );
      const voided = await ask();
      expect(voided).toMatchObject({ kind: 'reversal', result: { Status: 'Completed', Kind: 'VOID' } });
      expect(await ask()).toEqual(voided);

      cloudSim.device.setDayOffset(1);
      const late = await driver.reverse(cloudTarget, {
        kind: 'refund',
        request: { TransactionHandle: handle('CLOUD-FP'), SaleHandle: partHandle, AmountMinor: 1, Lines: [] },
      });
      expect(late).toMatchObject({
        kind: 'reversal',
        result: { Status: 'Failed', ErrorCode: 'INVALID_TRANSACTION' },
      });

      expect(exchanges.map((e) => e.operation)).toEqual(['cloud:payment', 'cloud:void', 'cloud:void']);
      expect(exchanges[1]).toMatchObject({ status: null, error: null, response: { type: 'reversal' } });
    });
  }

  it('a terminal nobody holds is not_connected for parts and reversals', async () => {
    const nobody = { ...cloudTarget, serialNumber: 'PAV-NOWHERE' };
    expect((await hubB.payment(nobody, paymentOf(handle('X'), 100), 2_000)).kind).toBe('not_connected');
    expect(
      (
        await hubB.reverse(nobody, {
          kind: 'void',
          request: { TransactionHandle: handle('X'), SaleHandle: handle('X') },
        })
      ).kind,
    ).toBe('not_connected');
  });
});

describe('raw exchanges for support staff', () => {
  it('hide secrets and shorten receipt images, keeping fingerprints', () => {
    const shown = traceable({
      token: 'cloud-secret',
      Authorization: 'Bearer x',
      TransactionHandle: { Fingerprint: 'FP-SERVER' },
      Data: { Receipts: { CustomerPng: 'A'.repeat(20_000), MerchantPng: null } },
    }) as Record<string, unknown>;
    expect(JSON.stringify(shown)).not.toContain('cloud-secret');
    expect(shown).toMatchObject({
      token: '[hidden]',
      Authorization: '[hidden]',
      TransactionHandle: { Fingerprint: 'FP-SERVER' },
      Data: { Receipts: { CustomerPng: expect.stringContaining('(20000 characters)'), MerchantPng: null } },
    });
  });
});
