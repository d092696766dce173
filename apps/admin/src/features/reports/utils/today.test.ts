import { describe, expect, it } from 'vitest';
import { outletToday } from './today';

describe('outletToday', () => {
  it("is Istanbul's date, which is ahead of UTC in the evening", () => {
    expect(outletToday('Europe/Istanbul', new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-25');
    expect(outletToday('Europe/Istanbul', new Date('2026-11-24T20:59:00Z'))).toBe('2026-11-24');
  });
});
