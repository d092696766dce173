export type LogLevel = 'log' | 'warn' | 'error';

export interface CapturedLog {
  id: number;
  level: LogLevel;
  message: string;
  /** milliseconds since the epoch */
  time: number;
}

/** Only the latest logs are kept. */
export const MAX_CAPTURED_LOGS = 50;

export interface LogSnapshot {
  logs: readonly CapturedLog[];
  lastError: CapturedLog | null;
}

let snapshot: LogSnapshot = { logs: [], lastError: null };
let nextId = 1;
let installed = false;
let notifyScheduled = false;
const listeners = new Set<() => void>();

export function formatLogArgument(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function scheduleNotify() {
  // notify outside the current call stack: logs are often written while React renders
  if (notifyScheduled) return;
  notifyScheduled = true;
  queueMicrotask(() => {
    notifyScheduled = false;
    for (const listener of [...listeners]) listener();
  });
}

export function recordLog(level: LogLevel, args: readonly unknown[]): void {
  const entry: CapturedLog = {
    id: nextId++,
    level,
    message: args.map(formatLogArgument).join(' '),
    time: Date.now(),
  };
  snapshot = {
    logs: [...snapshot.logs, entry].slice(-MAX_CAPTURED_LOGS),
    lastError: level === 'error' ? entry : snapshot.lastError,
  };
  scheduleNotify();
}

/**
 * Starts capturing console.log / warn / error and uncaught errors (window `error` and
 * `unhandledrejection`); the original console methods still run. Safe to call more than once.
 */
export function installLogCapture(target: Window = window): void {
  if (installed) return;
  installed = true;
  for (const level of ['log', 'warn', 'error'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      recordLog(level, args);
      original(...args);
    };
  }
  target.addEventListener('error', (event) => {
    recordLog('error', [event.error ?? event.message]);
  });
  target.addEventListener('unhandledrejection', (event) => {
    recordLog('error', ['Unhandled rejection:', event.reason]);
  });
}

export function getLogSnapshot(): LogSnapshot {
  return snapshot;
}

export function clearLogs(): void {
  snapshot = { logs: [], lastError: null };
  scheduleNotify();
}

export function subscribeLogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Plain-text report of the captured logs, for the clipboard. */
export function formatLogReport(current: LogSnapshot, meta: Record<string, string> = {}): string {
  const lines = Object.entries(meta).map(([key, value]) => `${key}: ${value}`);
  if (current.lastError) lines.push(`last error: ${current.lastError.message}`);
  lines.push(
    '',
    ...current.logs.map((log) => `${new Date(log.time).toISOString()} [${log.level}] ${log.message}`),
  );
  return lines.join('\n');
}
