import { describe, expect, it } from 'vitest';
import { isComplete, lockedMinutes, PIN_LENGTH, pressDigit } from './staff-pin';

describe('staff PIN', () => {
  it('takes digits until the PIN is full, then none', () => {
    expect(pressDigit('', '4')).toBe('4');
    expect(pressDigit('1234567', '8')).toBe('12345678');
    expect(pressDigit('12345678', '9')).toBeNull();
    expect(isComplete('1234567')).toBe(false);
    expect(isComplete('12345678')).toBe(true);
    expect(PIN_LENGTH).toBe(8);
  });

  it('says a lock in whole minutes, at least one', () => {
    expect(lockedMinutes(undefined)).toBe(1);
    expect(lockedMinutes(5)).toBe(1);
    expect(lockedMinutes(60)).toBe(1);
    expect(lockedMinutes(61)).toBe(2);
    expect(lockedMinutes(1800)).toBe(30);
  });
});
