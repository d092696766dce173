/**
 * The database could not be reached, or the connection was lost while a statement ran (whether
 * that statement committed is then unknown: a caller retrying a write must hold an idempotency
 * key). The database layer (database.ts) throws this in place of the driver's error, so the HTTP
 * layer answers 503 service_unavailable with Retry-After, not a 500, and nothing else has to read
 * connection errors.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('The database cannot be reached', { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT', // the Unix socket is gone: the embedded Postgres is not running
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server is going away or takes no one: class 08 (connection exception),
 * 57P01-57P03 (terminated by an administrator, crash shutdown, cannot connect now), 53300 (too
 * many connections).
 */
function unavailableState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** What pg says, without a code, of a connection lost or never made within the pool's time. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** `error` as DatabaseUnavailable when it is one of a lost or refused connection; otherwise itself. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailable) return error;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || unavailableState(code))) {
    return new DatabaseUnavailable(error);
  }
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return new DatabaseUnavailable(error);
  return error;
}
