import type { TillSession } from '@kiosk/contracts';
import type { TillSessionRepository } from '../repositories/till-session.repository.js';

type SessionRow = NonNullable<Awaited<ReturnType<TillSessionRepository['session']>>>;
type MovementRow = Awaited<ReturnType<TillSessionRepository['movements']>>[number];
type HandoverRow = Awaited<ReturnType<TillSessionRepository['handovers']>>[number];

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A session as the till and the back office show it (the close's figures only once closed). */
export function presentSession(row: SessionRow): TillSession {
  return {
    id: row.id,
    pos_device_id: row.pos_device_id,
    device_name: row.device_name,
    store_id: row.store_id,
    status: row.status,
    business_day: row.business_day_text,
    must_close: row.must_close,
    float_minor: Number(row.float_minor),
    float_count: (row.float_count as Record<string, number> | null) ?? null,
    opened_by_email: row.opened_by_email,
    opened_at: row.opened_at.toISOString(),
    cashier_user_id: row.cashier_user_id,
    cashier_email: row.cashier_email,
    closed_by_email: row.closed_by_email,
    closed_at: row.closed_at ? row.closed_at.toISOString() : null,
    expected_minor: num(row.expected_minor),
    counted_minor: num(row.counted_minor),
    counted_count: (row.counted_count as Record<string, number> | null) ?? null,
    difference_minor: num(row.difference_minor),
    close_note: row.close_note,
  };
}

export function presentMovement(m: MovementRow) {
  return {
    id: m.id,
    direction: m.direction,
    reason: m.reason,
    amount_minor: Number(m.amount_minor),
    note: m.note,
    created_by_email: m.created_by_email,
    created_at: m.created_at.toISOString(),
  };
}

export function presentHandover(h: HandoverRow) {
  return {
    id: h.id,
    from_email: h.from_email,
    to_email: h.to_email,
    counted_minor: Number(h.counted_minor),
    expected_minor: Number(h.expected_minor),
    difference_minor: Number(h.difference_minor),
    note: h.note,
    created_at: h.created_at.toISOString(),
  };
}
