import type dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { lookupVia, resolveHosts } from './resolve.js';

describe('host names of config.resolve', () => {
  const hosts: string[] = [];
  const server = http.createServer((req, res) => {
    hosts.push(String(req.headers.host));
    res.end('ok');
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket, req) => socket.send(String(req.headers.host)));
  let port = 0;
  let undo = () => {};

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    undo = resolveHosts({ 'kiosk.peak.invalid': '127.0.0.1' });
  });
  afterAll(async () => {
    undo();
    wss.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reach the mapped address over HTTP with the name kept in the Host header', async () => {
    const status = await new Promise<number>((resolve, reject) =>
      http
        .get(`http://kiosk.peak.invalid:${port}/ready`, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject),
    );
    expect(status).toBe(200);
    expect(hosts.at(-1)).toBe(`kiosk.peak.invalid:${port}`);
  });

  it('and over a WebSocket', async () => {
    const socket = new WebSocket(`ws://kiosk.peak.invalid:${port}/realtime/v1`);
    const host = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(String(data)));
      socket.once('error', reject);
    });
    socket.close();
    expect(host).toBe(`kiosk.peak.invalid:${port}`);
  });

  it('leave every other name to the lookup they had', async () => {
    const asked: string[] = [];
    const fallback = ((host: string, _options: unknown, done: (...args: unknown[]) => void) => {
      asked.push(host);
      done(null, '192.0.2.7', 4);
    }) as unknown as typeof dns.lookup;
    const lookup = lookupVia({ 'Sale.Peak.invalid': '127.0.0.2' }, fallback);
    const answer = (host: string) =>
      new Promise<string>((resolve) => lookup(host, {}, (_e, address) => resolve(String(address))));
    expect(await answer('sale.peak.invalid')).toBe('127.0.0.2');
    expect(await answer('admin.peak.invalid')).toBe('192.0.2.7');
    expect(asked).toEqual(['admin.peak.invalid']);
  });
});
