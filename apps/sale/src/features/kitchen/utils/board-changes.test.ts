import { describe, expect, it } from 'vitest';
import { newlyReady, readyMinutesFrom } from './board-changes';

describe('order-ready board', () => {
  it('chimes only for numbers that just became ready, not for the first load', () => {
    expect(newlyReady(undefined, [5, 6])).toEqual([]);
    expect(newlyReady([5], [5, 6, 7])).toEqual([6, 7]);
    expect(newlyReady([5, 6], [6])).toEqual([]);
  });
  it('reads the ready time from the address, with a safe default', () => {
    expect(readyMinutesFrom('?readyMinutes=3')).toBe(3);
    expect(readyMinutesFrom('?readyMinutes=0')).toBe(10);
    expect(readyMinutesFrom('?readyMinutes=abc')).toBe(10);
    expect(readyMinutesFrom('')).toBe(10);
  });
});
