import { kioskPresenceStatus } from '../fleet/fleet-rules.js';
import { availableAt, localTime, type TimeWindow } from '../pricing/dayparts.js';

/**
 * Alerts (issue 34): what needs a person now, computed on read from facts the server gathers.
 * Every alert clears itself: it is only ever derived from the current facts, never stored.
 *
 * - kiosk_offline: an active kiosk that has signed in before is offline (no live socket, no session
 *   activity within the presence window) for at least `kiosk_offline_minutes`, while the outlet is
 *   open (`opening_hours` on the outlet's wall clock; none set = always open). Since: its last sign of
 *   life (its newest session's last activity or sign-out). A kiosk that never signed in is not in
 *   service yet and raises nothing.
 * - terminal_unanswered: an active POS device whose last check or connection failed
 *   (`connection_status = disconnected`) and that last answered at least `terminal_unanswered_minutes`
 *   ago. Since: its last answer. A terminal that never answered is not set up yet and raises nothing.
 * - printer_problem: a printer reporting offline, paper out or cover open. Since: that status's start.
 * - till_session_open: a till session still open after its business day. Since: its opening.
 * - open_order_old: an open order (tab) still waiting for payment `open_order_age_minutes` after it
 *   was opened. Since: its opening.
 * - payment_unsettled: a card payment part still connecting / sent / unknown
 *   `payment_unsettled_minutes` after it started (recovery settles most within seconds; one it could
 *   not settle needs a person to look at the terminal). Since: its start.
 * A store node that is not connected (issue 36) will be one more kind once store nodes exist.
 */

export const ALERT_KINDS = [
  'kiosk_offline',
  'terminal_unanswered',
  'printer_problem',
  'till_session_open',
  'open_order_old',
  'payment_unsettled',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertSeverity = 'critical' | 'warning';

export interface AlertSettings {
  kiosk_offline_minutes: number;
  terminal_unanswered_minutes: number;
  open_order_age_minutes: number;
  payment_unsettled_minutes: number;
  /** When the outlet is open on its wall clock (kiosks are expected online); null: always. */
  opening_hours: { start: string; end: string } | null;
}

export const ALERT_SETTINGS_DEFAULTS: AlertSettings = {
  kiosk_offline_minutes: 5,
  terminal_unanswered_minutes: 2,
  open_order_age_minutes: 60,
  payment_unsettled_minutes: 2,
  opening_hours: null,
};

/** The bounds of each threshold (minutes); 0 means at once. */
export const ALERT_MINUTES_MAX = 24 * 60;

export interface KioskFact {
  id: string;
  name: string;
  /** The newest activity of an active session, if it has one. */
  activeSessionActivityAt: Date | null;
  /** Its last sign of life: the newest session's last activity or end; null if it never signed in. */
  lastSeenAt: Date | null;
  /** Holds a signed-in realtime socket on some instance. */
  connected: boolean;
}

export interface TerminalFact {
  id: string;
  name: string;
  connectionStatus: 'connected' | 'connecting' | 'disconnected';
  lastConnectedAt: Date | null;
}

export type PrinterProblem = 'offline' | 'paper_out' | 'cover_open';

export interface PrinterFact {
  id: string;
  name: string;
  status: string;
  statusSince: Date;
}

export interface TillSessionFact {
  id: string;
  tillName: string;
  /** The session's business day, YYYY-MM-DD. */
  businessDay: string;
  openedAt: Date;
}

export interface OpenOrderFact {
  id: string;
  orderNumber: string;
  label: string | null;
  createdAt: Date;
}

export interface PaymentFact {
  id: string;
  orderId: string;
  orderNumber: string;
  status: string;
  createdAt: Date;
}

export interface AlertFacts {
  kiosks: readonly KioskFact[];
  terminals: readonly TerminalFact[];
  printers: readonly PrinterFact[];
  tillSessions: readonly TillSessionFact[];
  openOrders: readonly OpenOrderFact[];
  payments: readonly PaymentFact[];
}

export interface Alert {
  /** Stable across reads while the cause lasts: `<kind>:<subject id>`. */
  key: string;
  kind: AlertKind;
  severity: AlertSeverity;
  since: Date;
  subjectId: string;
  /** The thing's name as people know it (kiosk, terminal, printer, till, order number). */
  subjectName: string;
  /** What exactly (a printer's status, a payment's state, an open order's label), when it helps. */
  detail: string | null;
  /** The admin path that shows the thing. */
  link: string;
}

const MINUTE_MS = 60_000;

const olderThan = (since: Date, minutes: number, now: Date) =>
  now.getTime() - since.getTime() >= minutes * MINUTE_MS;

/** Whether the outlet is open now (no hours set: always). */
export function outletOpen(hours: AlertSettings['opening_hours'], now: Date, timeZone: string): boolean {
  if (!hours) return true;
  const window: TimeWindow = { start: hours.start, end: hours.end };
  return availableAt([window], localTime(now, timeZone));
}

function kioskAlerts(
  kiosks: readonly KioskFact[],
  settings: AlertSettings,
  now: Date,
  open: boolean,
): Alert[] {
  if (!open) return [];
  return kiosks.flatMap((k): Alert[] => {
    if (!k.lastSeenAt) return [];
    const status = kioskPresenceStatus(
      { lastActivityAt: k.activeSessionActivityAt ?? undefined, connected: k.connected },
      now,
    );
    if (status !== 'offline' || !olderThan(k.lastSeenAt, settings.kiosk_offline_minutes, now)) return [];
    const link = `/kiosk-management/${k.id}`;
    return [alert('kiosk_offline', 'critical', k.id, k.name, k.lastSeenAt, null, link)];
  });
}

function terminalAlerts(terminals: readonly TerminalFact[], settings: AlertSettings, now: Date): Alert[] {
  return terminals.flatMap((t): Alert[] => {
    if (t.connectionStatus !== 'disconnected' || !t.lastConnectedAt) return [];
    if (!olderThan(t.lastConnectedAt, settings.terminal_unanswered_minutes, now)) return [];
    const link = `/pos-device-management?device=${t.id}`;
    return [alert('terminal_unanswered', 'critical', t.id, t.name, t.lastConnectedAt, null, link)];
  });
}

const PRINTER_PROBLEMS: readonly string[] = ['offline', 'paper_out', 'cover_open'] satisfies PrinterProblem[];

function printerAlerts(printers: readonly PrinterFact[]): Alert[] {
  return printers
    .filter((p) => PRINTER_PROBLEMS.includes(p.status))
    .map((p) => alert('printer_problem', 'critical', p.id, p.name, p.statusSince, p.status, '/printers'));
}

function tillSessionAlerts(sessions: readonly TillSessionFact[], today: string): Alert[] {
  return sessions
    .filter((s) => s.businessDay < today)
    .map((s) =>
      alert(
        'till_session_open',
        'warning',
        s.id,
        s.tillName,
        s.openedAt,
        s.businessDay,
        `/till-sessions/${s.id}`,
      ),
    );
}

function openOrderAlerts(orders: readonly OpenOrderFact[], settings: AlertSettings, now: Date): Alert[] {
  return orders
    .filter((o) => olderThan(o.createdAt, settings.open_order_age_minutes, now))
    .map((o) =>
      alert('open_order_old', 'warning', o.id, o.orderNumber, o.createdAt, o.label, `/orders/${o.id}`),
    );
}

const UNSETTLED: readonly string[] = ['connecting', 'sent', 'waiting', 'unknown'];

function paymentAlerts(payments: readonly PaymentFact[], settings: AlertSettings, now: Date): Alert[] {
  return payments
    .filter(
      (p) => UNSETTLED.includes(p.status) && olderThan(p.createdAt, settings.payment_unsettled_minutes, now),
    )
    .map((p) =>
      alert(
        'payment_unsettled',
        'critical',
        p.id,
        p.orderNumber,
        p.createdAt,
        p.status,
        `/orders/${p.orderId}`,
      ),
    );
}

function alert(
  kind: AlertKind,
  severity: AlertSeverity,
  subjectId: string,
  subjectName: string,
  since: Date,
  detail: string | null,
  link: string,
): Alert {
  return { key: `${kind}:${subjectId}`, kind, severity, since, subjectId, subjectName, detail, link };
}

/** The alerts now: critical first, then the oldest first. */
export function computeAlerts(
  facts: AlertFacts,
  settings: AlertSettings,
  now: Date,
  timeZone: string,
): Alert[] {
  const open = outletOpen(settings.opening_hours, now, timeZone);
  const today = localTime(now, timeZone).date;
  const all = [
    ...kioskAlerts(facts.kiosks, settings, now, open),
    ...terminalAlerts(facts.terminals, settings, now),
    ...printerAlerts(facts.printers),
    ...tillSessionAlerts(facts.tillSessions, today),
    ...openOrderAlerts(facts.openOrders, settings, now),
    ...paymentAlerts(facts.payments, settings, now),
  ];
  const rank = (a: Alert) => (a.severity === 'critical' ? 0 : 1);
  return all.sort((a, b) => rank(a) - rank(b) || a.since.getTime() - b.since.getTime());
}

/** The saved settings over the defaults (a missing or partial row keeps the defaults). */
export function alertSettingsOf(saved: Partial<AlertSettings> | null | undefined): AlertSettings {
  return { ...ALERT_SETTINGS_DEFAULTS, ...(saved ?? {}) };
}
