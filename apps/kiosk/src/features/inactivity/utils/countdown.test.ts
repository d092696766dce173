import { describe, expect, it } from 'vitest';
import { countdownProgress, countdownSeconds } from './countdown';

describe('inactivity countdown', () => {
  it('counts whole seconds, a part of one as one', () => {
    expect(countdownSeconds(20_000)).toBe(20);
    expect(countdownSeconds(1_500)).toBe(2);
    expect(countdownSeconds(0)).toBe(0);
  });

  it('fills the ring by the seconds left, within 0..1', () => {
    expect(countdownProgress(20, 20_000)).toBe(1);
    expect(countdownProgress(5, 20_000)).toBe(0.25);
    expect(countdownProgress(0, 20_000)).toBe(0);
    expect(countdownProgress(-1, 20_000)).toBe(0);
    expect(countdownProgress(3, 0)).toBe(1);
  });
});
