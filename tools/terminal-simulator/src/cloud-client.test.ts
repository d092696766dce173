import type { AddressInfo } from 'node:net';
import { CLOUD_DEVICE_PATH, cloudDeviceMessageSchema } from '@kiosk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import type { z } from 'zod';
import { type RunningSimulator, startSimulator } from './simulator.js';
import { eventually, makeHandle, makeSale, SERIAL, sleep } from './test-support.js';

type DeviceMessage = z.infer<typeof cloudDeviceMessageSchema>;

/** A tiny stand-in for the server's CLOUD endpoint. */
let wss: WebSocketServer;
let sim: RunningSimulator;
const connections: Array<{ socket: WebSocket; url: string; messages: DeviceMessage[] }> = [];
const all = () => connections.flatMap((connection) => connection.messages);
const current = () => {
  const last = connections.at(-1);
  if (!last) throw new Error('no connection');
  return last;
};
let sequence = 100;

function sendToDevice(message: unknown) {
  current().socket.send(JSON.stringify(message));
}

function resultFor(attemptId: string) {
  return eventually(() => {
    const found = all().find((m) => m.type === 'result' && m.attemptId === attemptId);
    return found?.type === 'result' ? found.result : undefined;
  });
}

function sale(attemptId: string, handle = makeHandle(++sequence, 'SERVER')) {
  sendToDevice({
    type: 'sale',
    attemptId,
    request: { TransactionHandle: handle, Sale: makeSale(attemptId) },
  });
  return handle;
}

beforeAll(async () => {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1', path: CLOUD_DEVICE_PATH });
  wss.on('connection', (socket, request) => {
    const entry = { socket, url: request.url ?? '', messages: [] as DeviceMessage[] };
    connections.push(entry);
    socket.on('message', (data) =>
      entry.messages.push(cloudDeviceMessageSchema.parse(JSON.parse(data.toString()))),
    );
  });
  await new Promise((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as AddressInfo;
  sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    mode: 'CLOUD',
    cloudUrl: `ws://127.0.0.1:${port}${CLOUD_DEVICE_PATH}`,
    cloudToken: 'device-secret',
    cloudFingerprint: 'CLOUD-FP',
    cloudReconnectMs: 50,
    defaultDelayMs: 30,
  });
  await eventually(() => (connections[0]?.messages.length ? true : undefined));
});

afterAll(async () => {
  await sim?.stop();
  for (const client of wss.clients) client.terminate();
  await new Promise((resolve) => wss.close(resolve));
});

beforeEach(() => {
  sim.device.setNext({ outcome: 'approve', delayMs: 30, sticky: false });
});

describe('CLOUD mode', () => {
  it('says hello with serial and fingerprint, sending the token in the query', () => {
    const first = connections[0];
    expect(first?.url).toBe(`${CLOUD_DEVICE_PATH}?token=device-secret`);
    expect(first?.messages[0]).toEqual({ type: 'hello', serialNumber: SERIAL, fingerprint: 'CLOUD-FP' });
  });

  it('runs a sale and reports its result; the same handle again charges nothing', async () => {
    const handle = sale('attempt-1');
    const result = await resultFor('attempt-1');
    expect(result).toMatchObject({ Status: 'Completed', AmountMinor: 118_450, ErrorCode: null });
    expect(result.SaleNumber).toBeTruthy();
    expect(result.Receipts.CustomerPng).toBeTruthy();
    expect(result.Payments[0]?.CardDetails?.AuthorizationCode).toMatch(/^[0-9A-Z]{6}$/);
    const count = sim.device.saleList().length;

    sendToDevice({
      type: 'sale',
      attemptId: 'attempt-1-again',
      request: { TransactionHandle: handle, Sale: makeSale() },
    });
    expect((await resultFor('attempt-1-again')).SaleNumber).toBe(result.SaleNumber);
    expect(sim.device.saleList()).toHaveLength(count);

    sendToDevice({ type: 'query', attemptId: 'attempt-1', saleHandle: handle });
    await eventually(() =>
      all().filter((m) => m.type === 'result' && m.attemptId === 'attempt-1').length === 2 ? true : undefined,
    );
    sendToDevice({ type: 'query', attemptId: 'nobody', saleHandle: makeHandle(9999, 'SERVER') });
    expect((await resultFor('nobody')).Status).toBe('NotFound');
  });

  it('applies the chosen failure outcome', async () => {
    sim.device.setNext({ outcome: 'declined', delayMs: 10, sticky: false });
    sale('attempt-declined');
    expect(await resultFor('attempt-declined')).toMatchObject({
      Status: 'Failed',
      ErrorCode: 'DECLINED_BY_BANK',
      Payments: [],
    });
  });

  it('refuses a second sale while one runs, and aborts the running one', async () => {
    sim.device.setNext({ outcome: 'approve', delayMs: 5000, sticky: false });
    sale('attempt-long');
    await eventually(() => (sim.device.busy ? true : undefined));
    sale('attempt-busy');
    expect(await resultFor('attempt-busy')).toMatchObject({ Status: 'Failed', ErrorCode: 'UNKNOWN' });

    sendToDevice({ type: 'abort', attemptId: 'attempt-long' });
    expect(await resultFor('attempt-long')).toMatchObject({
      Status: 'Cancelled',
      ErrorCode: 'CANCELLED_BY_CUSTOMER',
    });
    expect(sim.device.busy).toBe(false);
  });

  it('no_answer: sends nothing, but a query gets the approved result', async () => {
    sim.device.setNext({ outcome: 'no_answer', delayMs: 20, sticky: false });
    const handle = sale('attempt-silent');
    await eventually(() => (sim.device.findSale(handle)?.settledAt ? true : undefined));
    await sleep(150);
    expect(all().some((m) => m.type === 'result' && m.attemptId === 'attempt-silent')).toBe(false);
    sendToDevice({ type: 'query', attemptId: 'attempt-silent', saleHandle: handle });
    expect((await resultFor('attempt-silent')).Status).toBe('Completed');
  });

  it('reconnects after the connection drops and delivers a result that settled meanwhile', async () => {
    sim.device.setNext({ outcome: 'approve', delayMs: 300, sticky: false });
    const before = connections.length;
    sale('attempt-across');
    await eventually(() => (sim.device.busy ? true : undefined));
    current().socket.terminate();
    await eventually(() => (connections.length > before && current().messages.length > 0 ? true : undefined));
    const reconnected = current();
    expect(reconnected.messages[0]).toMatchObject({ type: 'hello', serialNumber: SERIAL });
    const result = await resultFor('attempt-across');
    expect(result.Status).toBe('Completed');
    expect(reconnected.messages.some((m) => m.type === 'result' && m.attemptId === 'attempt-across')).toBe(
      true,
    );
  });

  it('takes a card part (payment), voids it and refunds a sale, answering each reversal once', async () => {
    const paymentHandle = makeHandle(++sequence, 'SERVER');
    sendToDevice({
      type: 'payment',
      attemptId: 'part-1',
      request: { TransactionHandle: paymentHandle, Payment: { OrderNo: 'K-9', AmountMinor: 5_000 } },
    });
    const part = await resultFor('part-1');
    expect(part).toMatchObject({ Status: 'Completed', AmountMinor: 5_000, FinancialDocuments: [] });
    expect(part.Payments[0]?.CardDetails).toBeTruthy();

    const voidHandle = makeHandle(++sequence, 'SERVER');
    const reversalFor = (attemptId: string, count = 1) =>
      eventually(() => {
        const found = all().filter((m) => m.type === 'reversal' && m.attemptId === attemptId);
        const last = found.at(-1);
        return found.length >= count && last?.type === 'reversal' ? last.result : undefined;
      });
    const askVoid = () =>
      sendToDevice({
        type: 'void',
        attemptId: 'void-1',
        request: { TransactionHandle: voidHandle, SaleHandle: paymentHandle },
      });
    askVoid();
    const voided = await reversalFor('void-1');
    expect(voided).toMatchObject({ Status: 'Completed', Kind: 'VOID', AmountMinor: 5_000 });
    askVoid();
    expect(await reversalFor('void-1', 2)).toEqual(voided);
    expect(sim.device.reversalList().filter((r) => r.result.Status === 'Completed')).toHaveLength(1);

    const saleHandle = sale('cloud-sale');
    expect((await resultFor('cloud-sale')).Status).toBe('Completed');
    sendToDevice({
      type: 'refund',
      attemptId: 'refund-1',
      request: {
        TransactionHandle: makeHandle(++sequence, 'SERVER'),
        SaleHandle: saleHandle,
        AmountMinor: 1_000,
      },
    });
    expect(await reversalFor('refund-1')).toMatchObject({
      Status: 'Completed',
      Kind: 'REFUND',
      AmountMinor: 1_000,
    });
    sendToDevice({
      type: 'refund',
      attemptId: 'refund-too-much',
      request: {
        TransactionHandle: makeHandle(++sequence, 'SERVER'),
        SaleHandle: saleHandle,
        AmountMinor: 118_450,
      },
    });
    expect(await reversalFor('refund-too-much')).toMatchObject({
      Status: 'Failed',
      ErrorCode: 'INVALID_TRANSACTION',
    });
  });

  it('ignores messages it does not understand', async () => {
    sendToDevice({ type: 'explode' });
    current().socket.send('not json');
    await sleep(50);
    sale('attempt-after-noise');
    expect((await resultFor('attempt-after-noise')).Status).toBe('Completed');
  });
});
