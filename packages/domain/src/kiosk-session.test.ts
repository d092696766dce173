import { describe, expect, it } from 'vitest';
import { kioskPresence, sessionCountsAsActive, sessionFreshness } from './kiosk-session.js';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('kiosk session freshness', () => {
  it('follows part 1 in minutes', () => {
    expect(sessionFreshness(ago(119), now)).toBe('active');
    expect(sessionFreshness(ago(120), now)).toBe('idle');
    expect(sessionFreshness(ago(299), now)).toBe('idle');
    expect(sessionFreshness(ago(300), now)).toBe('inactive');
    expect(sessionCountsAsActive(ago(599), now)).toBe(true);
    expect(sessionCountsAsActive(ago(600), now)).toBe(false);
  });
  it('follows part 2 in seconds', () => {
    expect(kioskPresence(ago(119), now)).toBe('active');
    expect(kioskPresence(ago(120), now)).toBe('idle');
    expect(kioskPresence(ago(599), now)).toBe('idle');
    expect(kioskPresence(ago(600), now)).toBe('inactive');
    expect(kioskPresence(undefined, now)).toBe('inactive');
  });
});
