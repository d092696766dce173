import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relative time', () => {
  it('says now, minutes, hours and days ago in both languages', () => {
    expect(formatRelativeTime(ago(10), 'en-GB', now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en-GB', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), 'en-GB', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), 'en-GB', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(5 * 60), 'tr-TR', now)).toBe('5 dakika önce');
    expect(formatRelativeTime(ago(3 * 24 * 3600), 'tr-TR', now)).toBe('3 gün önce');
  });
});
