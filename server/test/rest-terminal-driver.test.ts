import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SaleRequest, TerminalExchange, TransactionHandle } from '@kiosk/contracts';
import { type Ipv4Network, parseIpv4Network } from '@kiosk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestTerminalDriver } from '../src/payments/rest-terminal-driver.js';

// A forged or confused REST terminal: answers that are not the sale's own are never taken as it.
let server: http.Server;
let answer: (body: { TransactionHandle: TransactionHandle }) => unknown;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer(JSON.parse(Buffer.concat(chunks).toString()))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const handle = (sequence: number): TransactionHandle => ({
  SerialNumber: 'PAV-1',
  TransactionDate: '2026-11-23T12:00:00.000000',
  TransactionSequence: sequence,
  Fingerprint: 'fp',
});
const completed = {
  Status: 'Completed',
  SaleNumber: 'S1',
  SaleInquiryLink: null,
  TerminalId: 'T',
  MerchantId: 'M',
  AmountMinor: 1000,
  FinancialDocuments: [],
  Payments: [{ Mediator: 'CARD', AmountMinor: 1000, CardDetails: null }],
  Receipts: { CustomerPng: null, MerchantPng: null },
  ErrorCode: null,
  ErrorMessage: null,
};
const envelope = (transactionHandle: TransactionHandle) => ({
  HasError: false,
  ErrorCode: null,
  Message: null,
  Errors: [],
  TransactionHandle: transactionHandle,
  Data: completed,
});
const sale = (sequence: number) =>
  ({ TransactionHandle: handle(sequence), Sale: {} }) as unknown as SaleRequest;

const driver = new RestTerminalDriver();
const target = () => ({
  posDeviceId: 'x',
  serialNumber: 'PAV-1',
  fingerprint: 'fp',
  ip: '127.0.0.1',
  port: (server.address() as AddressInfo).port,
});

describe('REST terminal answers', () => {
  it('takes a result only when it echoes the handle it was asked with', async () => {
    answer = (body) => envelope(body.TransactionHandle);
    expect((await driver.sale(target(), sale(7), 2000)).kind).toBe('result');
    answer = () => envelope(handle(6));
    expect(await driver.sale(target(), sale(7), 2000)).toMatchObject({ kind: 'unknown' });
    answer = () => ({ ...envelope(handle(7)), TransactionHandle: null });
    expect(await driver.sale(target(), sale(7), 2000)).toMatchObject({ kind: 'unknown' });
    answer = () => envelope(handle(9));
    expect(await driver.result(target(), handle(8), handle(7))).toMatchObject({ kind: 'unknown' });
  });

  it('treats garbage and oversized answers as unknown, never throwing', async () => {
    for (const garbage of [null, 42, 'text', [1], { HasError: 'no' }, { big: 'x'.repeat(5 * 1024 * 1024) }]) {
      answer = () => garbage;
      expect(await driver.sale(target(), sale(7), 5000)).toMatchObject({ kind: 'unknown' });
      expect(await driver.pair(target())).toMatchObject({ kind: 'unknown' });
      expect(await driver.deviceInfo(target(), handle(8))).toMatchObject({ kind: 'unknown' });
    }
  });
});

describe('REST terminal addresses and answers that are not a terminal', () => {
  it('never reaches an address outside the allowed networks', async () => {
    let hits = 0;
    answer = (body) => {
      hits += 1;
      return envelope(body.TransactionHandle);
    };
    const onlyTen = new RestTerminalDriver([parseIpv4Network('10.0.0.0/8') as Ipv4Network]);
    const exchanges: TerminalExchange[] = [];
    const paired = await onlyTen.pair(target(), { trace: (e) => exchanges.push(e) });
    expect(paired).toMatchObject({ kind: 'not_connected', code: 'addressNotAllowed' });
    expect(await onlyTen.sale(target(), sale(7), 2000)).toMatchObject({ kind: 'not_connected' });
    expect(hits).toBe(0);
    expect(exchanges[0]).toMatchObject({ response: null, error_code: 'addressNotAllowed' });
    // the default networks take loopback (the simulator)
    expect((await driver.sale(target(), sale(7), 2000)).kind).toBe('result');
    expect(hits).toBe(1);
  });

  it("never passes on another service's answer: the trace says 'not a terminal' without its body", async () => {
    for (const other of [
      '<html>internal admin panel secret-7781</html>',
      { users: ['secret-7781'] },
      [1, 2],
    ]) {
      answer = () => other;
      const exchanges: TerminalExchange[] = [];
      const outcome = await driver.deviceInfo(target(), handle(8), { trace: (e) => exchanges.push(e) });
      expect(outcome).toMatchObject({ kind: 'unknown', code: 'notATerminal' });
      expect(JSON.stringify(outcome)).not.toContain('secret-7781');
      expect(JSON.stringify(exchanges)).not.toContain('secret-7781');
      expect(exchanges[0]).toMatchObject({ response: null, status: null, error_code: 'notATerminal' });
    }
  });
});
