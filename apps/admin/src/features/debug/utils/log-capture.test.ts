import { describe, expect, it } from 'vitest';
import { clearLogs, formatLogArgument, getLogSnapshot, MAX_CAPTURED_LOGS, recordLog } from './log-capture';

describe('log capture', () => {
  it('keeps only the latest 50 logs and remembers the last error', () => {
    clearLogs();
    recordLog('error', ['first failure']);
    for (let i = 0; i < 60; i++) recordLog('log', ['line', i]);
    const { logs, lastError } = getLogSnapshot();
    expect(logs).toHaveLength(MAX_CAPTURED_LOGS);
    expect(logs.at(-1)?.message).toBe('line 59');
    expect(logs[0]?.message).toBe('line 10');
    expect(lastError?.message).toBe('first failure');
    clearLogs();
    expect(getLogSnapshot()).toEqual({ logs: [], lastError: null });
  });

  it('formats values readably', () => {
    expect(formatLogArgument({ a: 1 })).toBe('{"a":1}');
    expect(formatLogArgument(undefined)).toBe('undefined');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatLogArgument(circular)).toBe('[object Object]');
    expect(formatLogArgument(new Error('bad'))).toContain('bad');
  });
});
