import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Who may use the control API (/__sim/*), which decides what the next sale does. It answers no
 * CORS, refuses every request that names another web origin (a page elsewhere posting a form or
 * calling fetch), and, when the simulator listens beyond localhost, wants the control token from
 * callers on other machines.
 */
export function guardControlApi(
  app: FastifyInstance,
  options: { host: string; controlToken: string | undefined },
): void {
  const boundToLoopback = isLoopbackHost(options.host);
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
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}

/**
 * Why a /__sim/* request is refused, or undefined when it may go on: a foreign (or "null") Origin
 * is 403; a caller from another address of a simulator that listens beyond localhost needs the
 * control token (401 without the right one, 403 when none is configured).
 */
function controlRefusal(request: {
  origin: string | undefined;
  host: string | undefined;
  remoteAddress: string | undefined;
  token: string | string[] | undefined;
  expectedToken: string | undefined;
  boundToLoopback: boolean;
}): { status: 401 | 403; error: string; message: string } | undefined {
  if (request.origin !== undefined) {
    let sameOrigin = false;
    try {
      const origin = new URL(request.origin);
      sameOrigin = origin.protocol === 'http:' && request.host !== undefined && origin.host === request.host;
    } catch {
      sameOrigin = false;
    }
    if (!sameOrigin)
      return { status: 403, error: 'forbidden_origin', message: 'The control API answers its own page only' };
  }
  if (request.boundToLoopback || isLoopbackAddress(request.remoteAddress)) return undefined;
  if (!request.expectedToken)
    return {
      status: 403,
      error: 'control_token_not_configured',
      message: 'Set SIM_CONTROL_TOKEN to use the control API from another machine',
    };
  const given = typeof request.token === 'string' ? Buffer.from(request.token) : Buffer.alloc(0);
  const expected = Buffer.from(request.expectedToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return {
      status: 401,
      error: 'control_token_required',
      message: 'X-Sim-Control-Token is missing or wrong',
    };
  return undefined;
}
