import type { Printer } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { moveTargets, sinceText, statusTone } from './printer-status';

const p = (id: string, name: string, status: Printer['status']) => ({ id, name, status }) as Printer;

describe('printer status', () => {
  it('shows a problem in amber, online in green', () => {
    expect(statusTone('online')).toBe('success');
    expect(statusTone('paper_out')).toBe('warning');
    expect(statusTone('offline')).toBe('warning');
    expect(statusTone('unknown')).toBe('muted');
  });

  it('offers the other printers as targets, online ones first', () => {
    const list = [p('a', 'Bar', 'offline'), p('b', 'Izgara', 'online'), p('c', 'Mutfak', 'paper_out')];
    expect(moveTargets(list, 'c').map((x) => x.id)).toEqual(['b', 'a']);
  });

  it('gives the time today and the day too before', () => {
    const now = new Date(2026, 10, 28, 15, 0);
    expect(sinceText(new Date(2026, 10, 28, 14, 5).toISOString(), now, 'tr')).toBe('14:05');
    expect(sinceText(new Date(2026, 10, 27, 9, 30).toISOString(), now, 'tr')).toMatch(/^27\D11 09:30$/);
  });
});
