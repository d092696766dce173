import { UNCOUNTED_ATTEMPT_STATUSES } from '@kiosk/domain';
import { type Expression, type Kysely, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { CompiledOnce } from '../db/compiled-once.js';
import type { AttemptStatus, DB } from '../db/schema.js';
import type { SaleLineInput } from '../payments/sale-request.js';
import { uuidsOnly } from '../uuid.js';
import { OPEN_ATTEMPT_STATUSES } from './payment-attempt.repository.js';
import { TERMINAL_COLUMNS } from './terminal-row.js';

/** attemptViews' statement, for the attempts `where` picks (built once: CompiledOnce). */
function attemptViewsQuery(db: Kysely<DB>, where: Expression<string>) {
  return db
    .selectFrom('payment_attempts as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .leftJoin('pos_devices as d', 'd.id', 'a.pos_device_id')
    .innerJoin(
      sql<{ attempts_used: number; any_open: boolean; any_paid: boolean }>`LATERAL (
        SELECT (count(*) FILTER (WHERE y.status <> ALL(${UNCOUNTED_ATTEMPT_STATUSES}::text[])))::int
                 AS attempts_used,
               coalesce(bool_or(y.status = ANY(${OPEN_ATTEMPT_STATUSES}::text[])), false) AS any_open,
               coalesce(bool_or(y.status = 'approved'), false) AS any_paid
        FROM payment_attempts y WHERE y.order_id = a.order_id)`.as('x'),
      (join) => join.onTrue(),
    )
    .select([
      'a.id',
      'a.order_id',
      'a.attempt_no',
      'a.status',
      'a.error_code',
      'a.error_message',
      'a.created_at',
      'a.sent_at',
      'o.order_number',
      'o.reference_number',
      'o.total_minor',
      'o.kiosk_id',
      'd.ip_address',
      'd.port',
      'd.metadata as device_metadata',
      // the order's attempts in one pass (cheaper to plan than three sub-selects)
      sql<number>`x.attempts_used`.as('attempts_used'),
      sql<boolean>`x.any_open`.as('any_open'),
      sql<boolean>`x.any_paid`.as('any_paid'),
    ])
    .where('a.id', '=', where);
}

const ATTEMPT_VIEW = new CompiledOnce((db, v: { id: string | null }) =>
  attemptViewsQuery(db, sql<string>`${v.id}::uuid`),
);
const ATTEMPT_VIEWS = new CompiledOnce((db, v: { ids: string[] }) =>
  attemptViewsQuery(db, sql<string>`ANY(${v.ids}::uuid[])`),
);

/**
 * What a payment reads of its order: the kiosk's start (the order locked with its attempts and
 * lines), the order's lines as the terminal's sale lists them (the till's last part too), and the
 * kiosk payment screen's view of attempts.
 */
export class KioskPaymentRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * What the kiosk's payment screen needs of attempts, in one query (it is asked often, by many
   * kiosks at once): each attempt, its order's numbers and kiosk, its terminal's address, and its
   * order's other attempts. Ids that cannot be uuids find nothing.
   */
  attemptViews(ids: string[]) {
    const valid = uuidsOnly(ids);
    // one id (most reads) by equality: its generic plan is cheap, so Postgres keeps it prepared
    // instead of planning the array form again on every run
    return valid.length === 1
      ? ATTEMPT_VIEW.rows(this.db, { id: valid[0] ?? null })
      : ATTEMPT_VIEWS.rows(this.db, { ids: valid });
  }

  /**
   * A kiosk payment's start, in one statement: the order locked (FOR UPDATE, so a payment cannot
   * begin on an order that is being cancelled, nor an order be cancelled while its attempt is made)
   * with what the start decides on, its attempts (number and state, in order), and its lines as
   * saleLines reads them.
   */
  async lockOrderForPayment(orderId: string) {
    return (await LOCK_ORDER_FOR_PAYMENT.rows(this.db, { orderId }))[0];
  }

  /**
   * An order's lines as the terminal's sale needs them (in order; a deal's parts, not its header),
   * with what the customer pays for each and each product's unit and tax group.
   */
  saleLines(orderId: string): Promise<SaleLineInput[]> {
    return saleLinesQuery(this.db, orderId).execute();
  }
}

/** The query of saleLines, also embedded in lockOrderForPayment's statement. */
function saleLinesQuery(db: Kysely<DB>, orderId: string | Expression<string>) {
  return (
    db
      .selectFrom('order_items as i')
      .leftJoin('products as p', 'p.id', 'i.product_id')
      .leftJoin('tax_groups as t', 't.id', 'p.tax_group_id')
      .select([
        'i.id',
        'i.product_name',
        'i.quantity',
        'i.unit_price_minor',
        'i.total_price_minor',
        'i.vat_rate',
        'p.unit_code',
        't.code as tax_code',
      ])
      .where('i.order_id', '=', orderId)
      // a meal deal's header row carries no money: its parts are the sale's lines
      .where(sql<boolean>`i.kind <> 'deal'`)
      .orderBy('i.sort_order')
  );
}

/** lockOrderForPayment's statement (built once: CompiledOnce). */
const LOCK_ORDER_FOR_PAYMENT = new CompiledOnce((db, v: { orderId: string }) =>
  db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.kiosk_id',
      'o.status',
      'o.payment_status',
      'o.total_minor',
      'o.order_number',
      'o.reference_number',
      'o.customer',
    ])
    .select(
      sql<Array<{ id: string; status: AttemptStatus }>>`coalesce((SELECT json_agg(json_build_object(
          'id', a.id, 'status', a.status) ORDER BY a.attempt_no)
        FROM payment_attempts a WHERE a.order_id = o.id), '[]')`.as('attempts'),
    )
    .select((eb) => jsonArrayFrom(saleLinesQuery(db, eb.ref('o.id'))).as('lines'))
    // the kiosk's linked terminal and payment mode (PosDeviceRepository.terminalAndModeForKiosk's
    // first read), in this statement (issue 37): null when no linked one, then the start asks that
    .select((eb) =>
      jsonObjectFrom(
        eb
          .selectFrom('kiosk_pos_devices as l')
          .innerJoin('pos_devices as p', 'p.id', 'l.pos_device_id')
          .select(TERMINAL_COLUMNS)
          .whereRef('l.kiosk_user_id', '=', 'o.kiosk_id')
          .where('l.is_active_for_kiosk', '=', true)
          .where('p.is_active', '=', true)
          .where('p.is_deleted', '=', false)
          .orderBy('l.is_primary', 'desc')
          .orderBy('l.created_at')
          .limit(1),
      ).as('terminal'),
    )
    .select(
      sql<string | null>`(SELECT k.payment_mode FROM kiosk_users k WHERE k.id = o.kiosk_id)`.as(
        'payment_mode',
      ),
    )
    .where('o.id', '=', v.orderId)
    .forUpdate('o'),
);
