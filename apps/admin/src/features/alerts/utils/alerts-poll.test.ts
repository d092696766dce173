import { describe, expect, it } from 'vitest';
import { alertsPollMs } from './alerts-poll';

describe('alertsPollMs', () => {
  it('reads every 30 s unless the device says otherwise', () => {
    expect(alertsPollMs(null)).toBe(30_000);
    expect(alertsPollMs('')).toBe(30_000);
  });

  it('takes a stored whole number of milliseconds between 500 ms and 10 minutes', () => {
    expect(alertsPollMs('1000')).toBe(1000);
    expect(alertsPollMs('500')).toBe(500);
    expect(alertsPollMs('600000')).toBe(600_000);
  });

  it('falls back to 30 s for a value that would hammer the server, never poll, or is not a number', () => {
    for (const stored of ['0', '499', '-1000', '600001', '1.5', 'abc', 'Infinity'])
      expect(alertsPollMs(stored)).toBe(30_000);
  });
});
