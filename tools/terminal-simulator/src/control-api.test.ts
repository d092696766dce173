import { afterEach, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from './simulator.js';

// The /__sim/* control API chooses what the next sale does: no other web origin may call it, and
// when the simulator listens beyond localhost a caller from another address needs a token.
let sim: RunningSimulator | undefined;
afterEach(async () => {
  await sim?.stop();
  sim = undefined;
});

const next = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/__sim/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ outcome: 'approve', delayMs: 0 }),
  });

describe('simulator control API', () => {
  it('refuses a foreign Origin with 403 and answers no permissive CORS', async () => {
    sim = await startSimulator({ port: 0, host: '127.0.0.1' });
    const foreign = await next(sim.url, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const nullOrigin = await next(sim.url, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const form = await fetch(`${sim.url}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://attacker.test' },
      body: 'outcome=approve',
      redirect: 'manual',
    });
    expect(form.status).toBe(403);
    const read = await fetch(`${sim.url}/__sim/state`, { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(403);
    const preflight = await fetch(`${sim.url}/__sim/next`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await fetch(`${sim.url}/__sim/reset`, { method: 'POST', headers: { origin: 'https://x.y' } })).status,
    ).toBe(403);
  });

  it('accepts same-origin calls (the test page) and calls without an Origin (the server relay, curl) on localhost', async () => {
    sim = await startSimulator({ port: 0, host: '127.0.0.1' });
    expect((await next(sim.url, { origin: sim.url })).status).toBe(200);
    expect((await next(sim.url)).status).toBe(200);
    const form = await fetch(`${sim.url}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: sim.url },
      body: 'outcome=declined',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
  });

  it('beyond localhost, a caller from another address needs SIM_CONTROL_TOKEN in X-Sim-Control-Token', async () => {
    sim = await startSimulator({ port: 0, host: '0.0.0.0', controlToken: 'correct-horse-battery' });
    // Reach it through a non-loopback address of this machine, when there is one.
    const { networkInterfaces } = await import('node:os');
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (external) {
      const url = `http://${external}:${sim.port}`;
      expect((await next(url)).status).toBe(401);
      expect((await next(url, { 'x-sim-control-token': 'wrong' })).status).toBe(401);
      expect((await next(url, { 'x-sim-control-token': 'correct-horse-battery' })).status).toBe(200);
      expect((await fetch(`${url}/__sim/state`)).status).toBe(401);
    }
    // From this machine it stays token-free (the server's relay of the kiosk's test environment).
    expect((await next(sim.url)).status).toBe(200);
  });

  it('beyond localhost without a token configured, callers from other addresses are refused', async () => {
    sim = await startSimulator({ port: 0, host: '0.0.0.0' });
    const { networkInterfaces } = await import('node:os');
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (external) {
      const res = await next(`http://${external}:${sim.port}`, { 'x-sim-control-token': 'anything' });
      expect(res.status).toBe(403);
    }
    expect((await next(sim.url)).status).toBe(200);
  });
});
