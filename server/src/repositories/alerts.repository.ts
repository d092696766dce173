import type { AlertFacts } from '@kiosk/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** At most this many rows of one kind (an alert list longer than that is read in the pages it links to). */
const PER_KIND = 50;

interface FactRow {
  kind: 'kiosk' | 'terminal' | 'printer' | 'till_session' | 'open_order' | 'payment';
  id: string;
  name: string;
  status: string | null;
  extra: string | null;
  ref: string | null;
  t1: Date | null;
  t2: Date | null;
}

const date = (value: Date | null): Date | null => (value === null ? null : new Date(value));
const must = (value: Date | null): Date => new Date(value ?? 0);

/**
 * The facts the alerts are computed from, in one statement (six index scans under UNION ALL):
 * active kiosks with their newest session, active terminals that failed their last check,
 * printers with a problem, open till sessions, open orders waiting longer than `openOrderMinutes`
 * and payment parts still unsettled after `paymentMinutes`.
 */
export class AlertsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async facts(
    openOrderMinutes: number,
    paymentMinutes: number,
  ): Promise<
    Omit<AlertFacts, 'kiosks'> & {
      kiosks: Omit<AlertFacts['kiosks'][number], 'connected'>[];
    }
  > {
    const { rows } = await sql<FactRow>`
      (SELECT 'kiosk' AS kind, k.id::text AS id, coalesce(k.device_name, k.username) AS name,
              NULL::text AS status, NULL::text AS extra, NULL::text AS ref,
              (SELECT max(a.last_activity_at) FROM active_kiosk_sessions a
                WHERE a.kiosk_user_id = k.id AND a.is_active) AS t1,
              (SELECT greatest(s.last_activity_at, s.ended_at) FROM active_kiosk_sessions s
                WHERE s.kiosk_user_id = k.id ORDER BY s.logged_in_at DESC LIMIT 1) AS t2
         FROM kiosk_users k WHERE k.is_active AND NOT k.is_deleted
         ORDER BY k.id LIMIT ${PER_KIND * 4})
      UNION ALL
      (SELECT 'terminal', p.id::text, coalesce(p.device_name, p.pos_serial_number), s.connection_status::text,
              NULL, NULL, s.last_connected_at, NULL
         FROM pos_devices p JOIN pos_device_state s ON s.pos_device_id = p.id
        WHERE p.is_active AND NOT p.is_deleted AND s.connection_status = 'disconnected'
          AND s.last_connected_at IS NOT NULL
        ORDER BY s.last_connected_at LIMIT ${PER_KIND})
      UNION ALL
      (SELECT 'printer', r.id::text, r.name, st.status::text, st.last_error, NULL, st.status_since, NULL
         FROM printers r JOIN printer_state st ON st.printer_id = r.id
        WHERE NOT r.is_deleted AND st.status IN ('offline', 'paper_out', 'cover_open')
        ORDER BY st.status_since LIMIT ${PER_KIND})
      UNION ALL
      (SELECT 'till_session', t.id::text, coalesce(d.device_name, d.pos_serial_number), NULL,
              to_char(t.business_day, 'YYYY-MM-DD'), NULL, t.opened_at, NULL
         FROM till_sessions t JOIN pos_devices d ON d.id = t.pos_device_id
        WHERE t.status = 'open' AND t.business_day < current_date
        ORDER BY t.opened_at LIMIT ${PER_KIND})
      UNION ALL
      (SELECT 'open_order', o.id::text, o.order_number, NULL,
              o.metadata -> 'open_order' ->> 'label', NULL, o.created_at, NULL
         FROM orders o
        WHERE o.status = 'pending_payment' AND o.metadata ? 'open_order'
          AND o.created_at <= now() - make_interval(mins => ${openOrderMinutes})
        ORDER BY o.created_at LIMIT ${PER_KIND})
      UNION ALL
      (SELECT 'payment', a.id::text, o.order_number, a.status::text, NULL, a.order_id::text, a.created_at, NULL
         FROM payment_attempts a JOIN orders o ON o.id = a.order_id
        WHERE a.status IN ('connecting', 'sent', 'waiting', 'unknown')
          AND a.created_at <= now() - make_interval(mins => ${paymentMinutes})
        ORDER BY a.created_at LIMIT ${PER_KIND})`.execute(this.db);
    return factsOf(rows);
  }
}

function factsOf(rows: FactRow[]) {
  const of = (kind: FactRow['kind']) => rows.filter((r) => r.kind === kind);
  return {
    kiosks: of('kiosk').map((r) => ({
      id: r.id,
      name: r.name,
      activeSessionActivityAt: date(r.t1),
      lastSeenAt: date(r.t2),
    })),
    terminals: of('terminal').map((r) => ({
      id: r.id,
      name: r.name,
      connectionStatus: 'disconnected' as const,
      lastConnectedAt: date(r.t1),
    })),
    printers: of('printer').map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status ?? '',
      statusSince: must(r.t1),
    })),
    tillSessions: of('till_session').map((r) => ({
      id: r.id,
      tillName: r.name,
      businessDay: r.extra ?? '',
      openedAt: must(r.t1),
    })),
    openOrders: of('open_order').map((r) => ({
      id: r.id,
      orderNumber: r.name,
      label: r.extra,
      createdAt: must(r.t1),
    })),
    payments: of('payment').map((r) => ({
      id: r.id,
      orderId: r.ref ?? '',
      orderNumber: r.name,
      status: r.status ?? '',
      createdAt: must(r.t1),
    })),
  };
}
