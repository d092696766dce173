import type { AlertItem } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { alertText, sinceAgo, sinceClock } from './alert-view';

const NOW = new Date('2026-11-28T09:30:00Z').getTime();
const ago = (m: number) => new Date(NOW - m * 60_000).toISOString();

describe('sinceAgo', () => {
  it('says just now under a minute, then minutes, hours and days', () => {
    expect(sinceAgo(ago(0.5), NOW)).toEqual({ unit: 'justNow', count: 0 });
    expect(sinceAgo(ago(12), NOW)).toEqual({ unit: 'minutesAgo', count: 12 });
    expect(sinceAgo(ago(125), NOW)).toEqual({ unit: 'hoursAgo', count: 2 });
    expect(sinceAgo(ago(3 * 24 * 60 + 5), NOW)).toEqual({ unit: 'daysAgo', count: 3 });
  });

  it('never counts a time a little ahead of this clock as negative', () => {
    expect(sinceAgo(new Date(NOW + 5000).toISOString(), NOW)).toEqual({ unit: 'justNow', count: 0 });
  });
});

describe('sinceClock', () => {
  it('gives the outlet time today and the date before it on an earlier day', () => {
    expect(sinceClock(ago(86), 'tr-TR', NOW)).toBe('11:04');
    expect(sinceClock(ago(26 * 60), 'tr-TR', NOW)).toMatch(/^27 Kas\S* 10:30$/);
    expect(sinceClock(ago(26 * 60), 'en-GB', NOW)).toBe('27 Nov 10:30');
  });
});

describe('alertText', () => {
  const base: AlertItem = {
    key: 'k',
    kind: 'printer_problem',
    severity: 'critical',
    since: ago(1),
    subject_id: 'p1',
    subject_name: 'Mutfak',
    detail: 'paper_out',
    link: '/printers',
  };

  it('translates the codes a printer and a payment report', () => {
    expect(alertText(base)).toEqual({
      key: 'alerts.kinds.printer_problem',
      detailKey: 'alerts.printerStatus.paper_out',
      detail: 'paper_out',
    });
    expect(alertText({ ...base, kind: 'payment_unsettled', detail: 'unknown' }).detailKey).toBe(
      'alerts.paymentStatus.unknown',
    );
  });

  it("keeps an open order's label as typed, and names a missing one", () => {
    expect(alertText({ ...base, kind: 'open_order_old', detail: 'Masa 4' })).toMatchObject({
      detailKey: null,
      detail: 'Masa 4',
    });
    expect(alertText({ ...base, kind: 'open_order_old', detail: null }).detailKey).toBe('alerts.noLabel');
  });
});
