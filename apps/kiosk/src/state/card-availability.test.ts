import { describe, expect, it } from 'vitest';
import { cardNoticeReason } from './card-availability';

describe('cardNoticeReason', () => {
  it('says card payment cannot work while the server cannot be reached, whatever it said before', () => {
    expect(cardNoticeReason({ available: true, reason: null }, true)).toBe('offline');
    expect(cardNoticeReason(null, true)).toBe('offline');
    expect(cardNoticeReason({ available: false, reason: 'offline' }, false)).toBe('offline');
  });

  it("gives the server's reason when the terminal is missing or silent", () => {
    expect(cardNoticeReason({ available: false, reason: 'no_pos_device' }, false)).toBe('no_pos_device');
    expect(cardNoticeReason({ available: false, reason: 'unreachable' }, false)).toBe('unreachable');
  });

  it('says nothing when card payment works or nothing is known yet', () => {
    expect(cardNoticeReason({ available: true, reason: null }, false)).toBeNull();
    expect(cardNoticeReason(null, false)).toBeNull();
  });
});
