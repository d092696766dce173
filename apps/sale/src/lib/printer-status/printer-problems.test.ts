import { describe, expect, it } from 'vitest';
import { type PrinterState, printerProblems, problemSince } from './printer-problems';

const state = (id: string, status: PrinterState['status'], since: string): PrinterState => ({
  id,
  name: id,
  status,
  since,
  last_error: null,
  waiting_jobs: 0,
});

describe('printer problems', () => {
  it('keeps only the printers off, out of paper or with the cover open, the oldest first', () => {
    const list = [
      state('ok', 'online', '2026-11-28T10:00:00Z'),
      state('new', 'unknown', '2026-11-28T10:00:00Z'),
      state('paper', 'paper_out', '2026-11-28T10:05:00Z'),
      state('off', 'offline', '2026-11-28T09:00:00Z'),
      state('cover', 'cover_open', '2026-11-28T11:00:00Z'),
    ];
    expect(printerProblems(list).map((p) => p.id)).toEqual(['off', 'paper', 'cover']);
  });

  it('shows nothing when all is well', () => {
    expect(printerProblems([state('ok', 'online', '2026-11-28T10:00:00Z')])).toEqual([]);
  });

  it('gives the time the problem began', () => {
    expect(problemSince(new Date(2026, 10, 28, 9, 7).toISOString(), 'tr')).toBe('09:07');
  });
});
