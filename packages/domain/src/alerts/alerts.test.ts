import { describe, expect, it } from 'vitest';
import {
  ALERT_SETTINGS_DEFAULTS,
  type AlertFacts,
  alertSettingsOf,
  computeAlerts,
  type KioskFact,
  outletOpen,
} from './alerts.js';

const TZ = 'Europe/Istanbul';
// 12:30 in Istanbul (UTC+3)
const NOW = new Date('2026-11-28T09:30:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const none: AlertFacts = {
  kiosks: [],
  terminals: [],
  printers: [],
  tillSessions: [],
  openOrders: [],
  payments: [],
};
const kiosk = (over: Partial<KioskFact>): KioskFact => ({
  id: 'k1',
  name: 'Kiosk 1',
  activeSessionActivityAt: null,
  lastSeenAt: minutesAgo(6),
  connected: false,
  ...over,
});
const run = (facts: Partial<AlertFacts>, settings = ALERT_SETTINGS_DEFAULTS) =>
  computeAlerts({ ...none, ...facts }, settings, NOW, TZ);

describe('computeAlerts: kiosk offline', () => {
  it('raises a signed-out kiosk after the threshold, since its last sign of life, linking to it', () => {
    const [a] = run({ kiosks: [kiosk({})] });
    expect(a).toMatchObject({
      key: 'kiosk_offline:k1',
      kind: 'kiosk_offline',
      severity: 'critical',
      subjectName: 'Kiosk 1',
      link: '/kiosk-management/k1',
    });
    expect(a?.since).toEqual(minutesAgo(6));
  });

  it('waits for the threshold', () => {
    expect(run({ kiosks: [kiosk({ lastSeenAt: minutesAgo(4) })] })).toEqual([]);
    const zero = { ...ALERT_SETTINGS_DEFAULTS, kiosk_offline_minutes: 0 };
    expect(run({ kiosks: [kiosk({ lastSeenAt: minutesAgo(0) })] }, zero)).toHaveLength(1);
  });

  it('clears when the kiosk is back: a live socket or recent session activity', () => {
    expect(run({ kiosks: [kiosk({ connected: true, activeSessionActivityAt: minutesAgo(20) })] })).toEqual(
      [],
    );
    expect(
      run({ kiosks: [kiosk({ activeSessionActivityAt: minutesAgo(1), lastSeenAt: minutesAgo(1) })] }),
    ).toEqual([]);
  });

  it('counts an idle kiosk (activity within 10 minutes) as not offline yet', () => {
    expect(
      run({ kiosks: [kiosk({ activeSessionActivityAt: minutesAgo(8), lastSeenAt: minutesAgo(8) })] }),
    ).toEqual([]);
    expect(
      run({ kiosks: [kiosk({ activeSessionActivityAt: minutesAgo(11), lastSeenAt: minutesAgo(11) })] }),
    ).toHaveLength(1);
  });

  it('ignores a kiosk that never signed in', () => {
    expect(run({ kiosks: [kiosk({ lastSeenAt: null })] })).toEqual([]);
  });

  it('raises nothing outside opening hours, on the outlet wall clock', () => {
    const closed = { ...ALERT_SETTINGS_DEFAULTS, opening_hours: { start: '13:00', end: '23:00' } };
    expect(run({ kiosks: [kiosk({})] }, closed)).toEqual([]);
    const open = { ...ALERT_SETTINGS_DEFAULTS, opening_hours: { start: '12:00', end: '23:00' } };
    expect(run({ kiosks: [kiosk({})] }, open)).toHaveLength(1);
  });
});

describe('computeAlerts: other kinds', () => {
  it('a terminal that stopped answering, since its last answer; not before the threshold, not once connected', () => {
    const t = {
      id: 't1',
      name: 'Kasa 1',
      connectionStatus: 'disconnected' as const,
      lastConnectedAt: minutesAgo(3),
    };
    expect(run({ terminals: [t] })[0]).toMatchObject({
      kind: 'terminal_unanswered',
      since: minutesAgo(3),
      link: '/pos-device-management?device=t1',
    });
    expect(run({ terminals: [{ ...t, lastConnectedAt: minutesAgo(1) }] })).toEqual([]);
    expect(run({ terminals: [{ ...t, connectionStatus: 'connected' }] })).toEqual([]);
    expect(run({ terminals: [{ ...t, lastConnectedAt: null }] })).toEqual([]);
  });

  it('a printer problem with its status; online or unknown clears it', () => {
    const p = { id: 'p1', name: 'Mutfak', status: 'paper_out', statusSince: minutesAgo(1) };
    expect(run({ printers: [p] })[0]).toMatchObject({
      kind: 'printer_problem',
      detail: 'paper_out',
      link: '/printers',
    });
    expect(
      run({
        printers: [
          { ...p, status: 'online' },
          { ...p, id: 'p2', status: 'unknown' },
        ],
      }),
    ).toEqual([]);
  });

  it('a till session open after its business day, not on its own day', () => {
    const s = { id: 's1', tillName: 'Kasa 1', businessDay: '2026-11-27', openedAt: minutesAgo(1500) };
    expect(run({ tillSessions: [s] })[0]).toMatchObject({
      kind: 'till_session_open',
      severity: 'warning',
      since: minutesAgo(1500),
      link: '/till-sessions/s1',
    });
    expect(run({ tillSessions: [{ ...s, businessDay: '2026-11-28' }] })).toEqual([]);
  });

  it('an open order older than the configured age', () => {
    const o = { id: 'o1', orderNumber: 'A-12', label: 'Masa 4', createdAt: minutesAgo(61) };
    expect(run({ openOrders: [o] })[0]).toMatchObject({
      kind: 'open_order_old',
      link: '/orders/o1',
      detail: 'Masa 4',
    });
    expect(run({ openOrders: [{ ...o, createdAt: minutesAgo(59) }] })).toEqual([]);
  });

  it('a payment left unsettled links to its order; a settled one clears', () => {
    const p = { id: 'pa1', orderId: 'o2', orderNumber: 'A-13', status: 'unknown', createdAt: minutesAgo(3) };
    expect(run({ payments: [p] })[0]).toMatchObject({
      kind: 'payment_unsettled',
      link: '/orders/o2',
      detail: 'unknown',
    });
    expect(run({ payments: [{ ...p, status: 'approved' }] })).toEqual([]);
    expect(run({ payments: [{ ...p, createdAt: minutesAgo(1) }] })).toEqual([]);
  });

  it('orders critical alerts first, then the oldest first', () => {
    const alerts = run({
      tillSessions: [{ id: 's1', tillName: 'Kasa', businessDay: '2026-11-01', openedAt: minutesAgo(9999) }],
      printers: [
        { id: 'p1', name: 'A', status: 'offline', statusSince: minutesAgo(1) },
        { id: 'p2', name: 'B', status: 'cover_open', statusSince: minutesAgo(5) },
      ],
    });
    expect(alerts.map((a) => a.subjectId)).toEqual(['p2', 'p1', 's1']);
  });
});

describe('settings', () => {
  it('fills what is not saved with the defaults', () => {
    expect(alertSettingsOf(null)).toEqual(ALERT_SETTINGS_DEFAULTS);
    expect(alertSettingsOf({ kiosk_offline_minutes: 1 })).toMatchObject({
      kiosk_offline_minutes: 1,
      payment_unsettled_minutes: 2,
      open_order_age_minutes: 60,
      terminal_unanswered_minutes: 2,
    });
  });

  it('opening hours crossing midnight', () => {
    const hours = { start: '10:00', end: '02:00' };
    expect(outletOpen(hours, new Date('2026-11-28T22:30:00Z'), TZ)).toBe(true); // 01:30
    expect(outletOpen(hours, new Date('2026-11-28T04:00:00Z'), TZ)).toBe(false); // 07:00
    expect(outletOpen(null, NOW, TZ)).toBe(true);
  });
});
