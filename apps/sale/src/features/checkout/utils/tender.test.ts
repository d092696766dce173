import { describe, expect, it } from 'vitest';
import { isRunning, partProblem, tenderRequest } from './tender';

describe('the tender', () => {
  it('refuses a part of nothing, more than remains, or cash short of the amount', () => {
    const base = { method: 'card' as const, remainingMinor: 1000, tenderedMinor: null };
    expect(partProblem({ ...base, amountMinor: null })).toEqual({ field: 'amount', key: 'amountInvalid' });
    expect(partProblem({ ...base, amountMinor: 0 })).toEqual({ field: 'amount', key: 'amountInvalid' });
    expect(partProblem({ ...base, amountMinor: 1001 })).toEqual({ field: 'amount', key: 'amountTooHigh' });
    expect(partProblem({ ...base, amountMinor: 1000 })).toBeNull();
    const cash = { ...base, method: 'cash' as const, amountMinor: 500 };
    expect(partProblem({ ...cash, tenderedMinor: 499 })).toEqual({
      field: 'tendered',
      key: 'tenderedTooLow',
    });
    expect(partProblem({ ...cash, tenderedMinor: 500 })).toBeNull();
  });

  it('asks cash with what was tendered and a test card with the simulator’s outcome', () => {
    const base = { amountMinor: 500, tenderedMinor: 1000, outcome: 'declined' as const, delayMs: 3000 };
    expect(tenderRequest({ ...base, method: 'cash', testEnvironment: true })).toEqual({
      method: 'cash',
      amountMinor: 500,
      tenderedMinor: 1000,
    });
    expect(tenderRequest({ ...base, method: 'card', testEnvironment: true })).toEqual({
      method: 'card',
      amountMinor: 500,
      outcome: 'declined',
      outcomeDelayMs: 3000,
    });
    expect(tenderRequest({ ...base, method: 'card', testEnvironment: false })).toEqual({
      method: 'card',
      amountMinor: 500,
    });
  });

  it('knows the steps of a part still running', () => {
    expect(['creating_order', 'connecting', 'waiting'].every(isRunning)).toBe(true);
    expect(isRunning('paid')).toBe(false);
  });
});
