import { timingSafeEqual } from 'node:crypto';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}

/**
 * Why a /__sim/* request is refused, or undefined when it may go on (the card terminal simulator's
 * rule): a foreign (or "null") Origin is 403; when the simulator listens beyond localhost, a caller
 * from another address needs the control token (401 without the right one, 403 when none is set).
 */
export function controlRefusal(request: {
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
  if (!request.expectedToken) {
    return {
      status: 403,
      error: 'control_token_not_configured',
      message: 'Set PRINTER_SIM_CONTROL_TOKEN to use the control API from another machine',
    };
  }
  const given = typeof request.token === 'string' ? Buffer.from(request.token) : Buffer.alloc(0);
  const expected = Buffer.from(request.expectedToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {
      status: 401,
      error: 'control_token_required',
      message: 'X-Sim-Control-Token is missing or wrong',
    };
  }
  return undefined;
}
