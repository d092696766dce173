import { describe, expect, it } from 'vitest';
import { formatLoadedAt } from './loaded-at';

describe('menu loaded at', () => {
  it('is a dash before the first load', () => {
    expect(formatLoadedAt(null, 'tr')).toBe('—');
  });

  it('shows the short date and time the Turkish way, or the British way in English', () => {
    const at = Date.UTC(2026, 0, 2, 9, 5, 7);
    const tr = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'short', timeStyle: 'medium' }).format(at);
    const en = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium' }).format(at);
    expect(formatLoadedAt(at, 'tr')).toBe(tr);
    expect(formatLoadedAt(at, 'de')).toBe(tr);
    expect(formatLoadedAt(at, 'en')).toBe(en);
    expect(en).toMatch(/^02\/01\/2026/);
  });
});
