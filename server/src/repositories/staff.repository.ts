import type { ListStaffQuery, StaffActivityKind } from '@kiosk/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB, UserRole } from '../db/schema.js';
import { isUniqueViolation, UniqueConflict } from './database-errors.js';

/** A staff account as the Personel page lists it (stores apart). */
export interface StaffRow {
  id: string;
  email: string;
  display_name: string | null;
  role: UserRole;
  is_disabled: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
}

export interface StaffActivityRow {
  id: string;
  kind: StaffActivityKind;
  at: Date;
  action: string;
  summary: string;
  amount_minor: string | number | null;
  order_id: string | null;
  order_number: string | null;
  actor_email: string | null;
}

/** The activity trail's filter: days (both included) in the outlet's time zone. */
export interface ActivityFilter {
  kind?: StaffActivityKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
}

/** Staff accounts (`users`), their stores (`user_stores`) and what each one did (issue 34). */
export class StaffRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private base() {
    return this.db.selectFrom('users as u').select([
      'u.id',
      'u.email',
      'u.display_name',
      'u.role',
      'u.is_disabled',
      'u.created_at',
      // the newest `auth.sign_in` of this person (audit_log_sign_in_idx: one index probe)
      sql<Date | null>`(SELECT max(a.at) FROM audit_log a
          WHERE a.actor_user_id = u.id AND a.action = 'auth.sign_in')`.as('last_sign_in_at'),
    ]);
  }

  /** One page of accounts (name, then e-mail) and how many match. */
  async list(
    query: ListStaffQuery,
    page: { limit: number; offset: number },
  ): Promise<{ rows: StaffRow[]; total: number }> {
    let q = this.base();
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('u.email', 'ilike', like), eb('u.display_name', 'ilike', like)]));
    }
    if (query.role) q = q.where('u.role', '=', query.role);
    if (query.status) q = q.where('u.is_disabled', '=', query.status === 'disabled');
    if (query.store_id) {
      const storeId = query.store_id;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_stores as s')
            .select('s.store_id')
            .whereRef('s.user_id', '=', 'u.id')
            .where('s.store_id', '=', storeId),
        ),
      );
    }
    const rows = await q
      .select(sql<number>`count(*) over ()::int`.as('total'))
      .orderBy(sql`lower(coalesce(nullif(u.display_name, ''), u.email))`)
      .orderBy('u.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { rows, total: rows[0]?.total ?? 0 };
  }

  find(id: string): Promise<StaffRow | undefined> {
    return this.base().where('u.id', '=', id).executeTakeFirst();
  }

  /** The stores of these accounts, by name. */
  async storesOf(userIds: string[]): Promise<Map<string, Array<{ id: string; name: string }>>> {
    const stores = new Map<string, Array<{ id: string; name: string }>>();
    if (userIds.length === 0) return stores;
    const rows = await this.db
      .selectFrom('user_stores as us')
      .innerJoin('stores as s', 's.id', 'us.store_id')
      .select(['us.user_id', 's.id', 's.name'])
      .where('us.user_id', 'in', userIds)
      .orderBy('s.name')
      .execute();
    for (const row of rows) {
      const list = stores.get(row.user_id) ?? [];
      list.push({ id: row.id, name: row.name });
      stores.set(row.user_id, list);
    }
    return stores;
  }

  /** How many of these store ids exist. */
  async countStores(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const row = await this.db
      .selectFrom('stores')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A new account (its e-mail lower-cased); a taken e-mail is a UniqueConflict. */
  async insert(values: {
    email: string;
    password_hash: string;
    role: UserRole;
    display_name: string | null;
  }): Promise<{ id: string; email: string }> {
    try {
      return await this.db
        .insertInto('users')
        .values({ ...values, email: values.email.toLowerCase(), email_confirmed: true })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw new UniqueConflict('email');
      throw error;
    }
  }

  async replaceStores(userId: string, storeIds: string[]): Promise<void> {
    await this.db.deleteFrom('user_stores').where('user_id', '=', userId).execute();
    if (storeIds.length > 0)
      await this.db
        .insertInto('user_stores')
        .values(storeIds.map((store_id) => ({ user_id: userId, store_id })))
        .execute();
  }

  /**
   * Enabled super admins, their rows locked until the transaction ends, so two changes at once
   * cannot both take away what each thinks is "another" super admin.
   */
  async lockActiveSuperAdmins(): Promise<number> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'super_admin')
      .where('is_disabled', '=', false)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.length;
  }

  /** The account's row, locked for the change. */
  lockUser(id: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'role', 'is_disabled'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async update(
    id: string,
    changes: Partial<{
      display_name: string | null;
      role: UserRole;
      is_disabled: boolean;
      password_hash: string;
    }>,
  ): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * One page of what a person did, newest first, from the rows the product keeps anyway: the
   * audit log (sign-ins, back-office changes, changes to this account), reversals (refunds,
   * voids), manual discounts given or approved, cash in / out. Each source is an index range scan
   * limited to the page's end; `limit + 1` rows tell whether there is more.
   */
  async activity(
    userId: string,
    filter: ActivityFilter,
    page: { limit: number; offset: number },
  ): Promise<StaffActivityRow[]> {
    // the days' bounds as instants, once (InitPlans: each source keeps its index range scan)
    const from = sql`(SELECT lo FROM bounds)`;
    const to = sql`(SELECT hi FROM bounds)`;
    const end = page.offset + page.limit + 1;
    const want = (kind: StaffActivityKind) => filter.kind === undefined || filter.kind === kind;
    const parts = [
      want('sign_in') &&
        sql`(SELECT 'audit:' || a.id AS id, 'sign_in' AS kind, a.at, a.action, a.summary,
            NULL::bigint AS amount_minor, NULL::uuid AS order_id, NULL::text AS order_number, a.actor_email
          FROM audit_log a WHERE a.actor_user_id = ${userId} AND a.action = 'auth.sign_in'
            AND a.at >= ${from} AND a.at < ${to}
          ORDER BY a.at DESC LIMIT ${end})`,
      want('admin') &&
        sql`(SELECT 'audit:' || a.id, 'admin', a.at, a.action, a.summary, NULL::bigint, NULL::uuid,
            NULL::text, a.actor_email
          FROM audit_log a WHERE a.actor_user_id = ${userId} AND a.action <> 'auth.sign_in'
            AND NOT (a.entity_type = 'user' AND a.entity_id = ${userId}::text)
            AND a.at >= ${from} AND a.at < ${to}
          ORDER BY a.at DESC, a.id DESC LIMIT ${end})`,
      want('account') &&
        sql`(SELECT 'audit:' || a.id, 'account', a.at, a.action, a.summary, NULL::bigint, NULL::uuid,
            NULL::text, a.actor_email
          FROM audit_log a WHERE a.entity_type = 'user' AND a.entity_id = ${userId}::text
            AND a.action <> 'auth.sign_in' AND a.at >= ${from} AND a.at < ${to}
          ORDER BY a.at DESC, a.id DESC LIMIT ${end})`,
      (want('refund') || want('void')) &&
        sql`(SELECT 'reversal:' || r.id, CASE WHEN r.kind = 'void' THEN 'void' ELSE 'refund' END,
            r.created_at, r.kind || ':' || r.status, r.reason, r.amount_minor, r.order_id, o.order_number, NULL::text
          FROM payment_reversals r JOIN orders o ON o.id = r.order_id
          WHERE r.created_by_user_id = ${userId} AND r.created_at >= ${from} AND r.created_at < ${to}
            ${filter.kind === 'void' ? sql`AND r.kind = 'void'` : filter.kind === 'refund' ? sql`AND r.kind <> 'void'` : sql``}
          ORDER BY r.created_at DESC LIMIT ${end})`,
      want('discount') &&
        sql`(SELECT 'discount:' || o.id, 'discount', o.created_at, 'discount.given',
            (SELECT string_agg(d ->> 'reason', ', ') FROM jsonb_array_elements(o.manual_discounts) d),
            (SELECT sum((d ->> 'amount_minor')::bigint) FROM jsonb_array_elements(o.manual_discounts) d),
            o.id, o.order_number, NULL::text
          FROM orders o WHERE o.created_by_user_id = ${userId} AND o.manual_discounts <> '[]'::jsonb
            AND o.created_at >= ${from} AND o.created_at < ${to}
          ORDER BY o.created_at DESC LIMIT ${end})`,
      want('discount') &&
        sql`(SELECT 'approval:' || o.id, 'discount', o.created_at, 'discount.approved',
            (SELECT string_agg(d ->> 'reason', ', ') FROM jsonb_array_elements(o.manual_discounts) d),
            (SELECT sum((d ->> 'amount_minor')::bigint) FROM jsonb_array_elements(o.manual_discounts) d),
            o.id, o.order_number, NULL::text
          FROM orders o WHERE o.discount_approved_by = ${userId}
            AND o.created_at >= ${from} AND o.created_at < ${to}
          ORDER BY o.created_at DESC LIMIT ${end})`,
      want('cash_movement') &&
        sql`(SELECT 'cash:' || m.id, 'cash_movement', m.created_at, 'cash.' || m.direction || ':' || m.reason,
            coalesce(m.note, ''), CASE WHEN m.direction = 'out' THEN -m.amount_minor ELSE m.amount_minor END,
            NULL::uuid, NULL::text, NULL::text
          FROM till_cash_movements m WHERE m.created_by_user_id = ${userId}
            AND m.created_at >= ${from} AND m.created_at < ${to}
          ORDER BY m.created_at DESC LIMIT ${end})`,
    ].filter((part) => part !== false);
    if (parts.length === 0) return [];
    const result = await sql<StaffActivityRow>`
      WITH bounds AS (SELECT
        coalesce((${filter.from ?? null}::date)::timestamp AT TIME ZONE ${filter.timeZone}::text, '-infinity') AS lo,
        coalesce((${filter.to ?? null}::date + 1)::timestamp AT TIME ZONE ${filter.timeZone}::text, 'infinity') AS hi)
      SELECT * FROM (${sql.join(parts, sql` UNION ALL `)})
        AS t (id, kind, at, action, summary, amount_minor, order_id, order_number, actor_email)
      ORDER BY t.at DESC, t.id DESC
      LIMIT ${page.limit + 1} OFFSET ${page.offset}`.execute(this.db);
    return result.rows;
  }
}
