import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, PrinterStatus, PrintersTable, PrintJobKind, PrintJobsTable } from '../db/schema.js';

/** A printer and the status its serving node keeps (`printer_state`, issue 36). */
export type PrinterRow = Selectable<PrintersTable> & {
  status: PrinterStatus;
  status_since: Date;
  last_error: string | null;
};
export type PrintJobRow = Selectable<PrintJobsTable>;

/** What the back office writes of a printer. */
export interface PrinterValues {
  name: string;
  host: string;
  port: number;
  paper_width_mm: number;
  columns: number;
  code_page: string;
  code_page_number: number;
  cuts: boolean;
  station_ids: string[];
  slip_source_ids: string[];
  session_reports: boolean;
  store_id: string | null;
}

/** A line as a kitchen ticket job keeps it (a snapshot: the line may change or go later). */
export interface TicketLineSnapshot {
  id?: string | undefined;
  product_id: string | null;
  product_name: string;
  quantity: number;
  configurations: unknown;
  /** A meal deal's part (issue 33): its deal's row, name and quantity, and its group. */
  deal_id?: string | undefined;
  deal_name?: string | undefined;
  deal_quantity?: number | undefined;
  deal_group?: string | undefined;
}

/**
 * Printers and their print jobs (issue 35). Jobs are claimed with a lease: only the head of each
 * printer's queue (lowest seq still queued or sending), so one printer's jobs print in order and a
 * printer is served by one worker at a time; rows are locked SKIP LOCKED and re-checked in the
 * UPDATE (compare-and-set), so two instances never claim the same job.
 */
export class PrintingRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Printers with their state ('unknown' since they were made while none is recorded). */
  private printerQuery() {
    return this.db
      .selectFrom('printers as r')
      .leftJoin('printer_state as st', 'st.printer_id', 'r.id')
      .selectAll('r')
      .select([
        sql<PrinterStatus>`coalesce(st.status, 'unknown')`.as('status'),
        sql<Date>`coalesce(st.status_since, r.created_at)`.as('status_since'),
        'st.last_error',
      ])
      .where('r.is_deleted', '=', false);
  }

  printers(): Promise<PrinterRow[]> {
    return this.printerQuery().orderBy('r.name').orderBy('r.id').execute();
  }

  printer(id: string): Promise<PrinterRow | undefined> {
    return this.printerQuery().where('r.id', '=', id).executeTakeFirst();
  }

  async createPrinter(values: PrinterValues): Promise<PrinterRow> {
    const row = await this.db.insertInto('printers').values(values).returning('id').executeTakeFirstOrThrow();
    return (await this.printer(row.id)) as PrinterRow;
  }

  async updatePrinter(id: string, values: PrinterValues): Promise<PrinterRow | undefined> {
    const row = await this.db
      .updateTable('printers')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .returning('id')
      .executeTakeFirst();
    return row && this.printer(row.id);
  }

  /** Soft delete; its waiting jobs stay (the admin moves them) and are no longer claimed. */
  async deletePrinter(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('printers')
      .set({ is_deleted: true, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Records what the printer said in `printer_state` (written where the printer is served);
   * `status_since` moves only when the status changes. False when there is no such printer.
   */
  async setStatus(id: string, status: PrinterStatus, error: string | null): Promise<boolean> {
    const row = await this.db
      .insertInto('printer_state')
      .columns(['printer_id', 'status', 'last_error'])
      .expression((eb) =>
        eb
          .selectFrom('printers')
          .select([
            'id',
            sql<PrinterStatus>`${status}::text`.as('status'),
            sql<string | null>`${error}::text`.as('last_error'),
          ])
          .where('id', '=', id),
      )
      .onConflict((oc) =>
        oc.column('printer_id').doUpdateSet({
          status,
          last_error: error,
          status_since: sql`CASE WHEN printer_state.status = ${status} THEN printer_state.status_since ELSE now() END`,
          updated_at: sql`now()`,
        }),
      )
      .returning('printer_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A job of its own (a test page, a reprint). */
  async insertJob(job: {
    printer_id: string;
    kind: PrintJobKind;
    order_id?: string | null;
    payload: Record<string, unknown>;
    reprint?: boolean;
  }): Promise<PrintJobRow> {
    return this.db
      .insertInto('print_jobs')
      .values({ ...job, payload: JSON.stringify(job.payload) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * A till session's report (a snapshot) for every printer that prints session reports, of the
   * till's store or of none; run in the transaction of its event (the close, a request).
   */
  async enqueueSessionReport(
    sessionId: string,
    report: { session: { store_id: string | null } },
  ): Promise<number> {
    const rows = await this.db
      .insertInto('print_jobs')
      .columns(['printer_id', 'kind', 'till_session_id', 'payload'])
      .expression((eb) =>
        eb
          .selectFrom('printers')
          .select([
            'id',
            sql<'session_report'>`'session_report'`.as('kind'),
            sql<string>`${sessionId}::uuid`.as('till_session_id'),
            sql<string>`${JSON.stringify(report)}::jsonb`.as('payload'),
          ])
          .where('is_deleted', '=', false)
          .where('session_reports', '=', true)
          .where((w) =>
            w.or([
              w('store_id', 'is', null),
              w('store_id', '=', report.session.store_id ?? sql<string>`NULL`),
            ]),
          )
          .orderBy('id'),
      )
      .returning('id')
      .execute();
    return rows.length;
  }

  /** Kitchen ticket jobs for these lines (null: every line of the order), one per printer of their stations. */
  async enqueueKitchenTickets(
    orderId: string,
    mode: 'new' | 'add' | 'cancel',
    lines: TicketLineSnapshot[] | null,
  ): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT enqueue_kitchen_tickets(${orderId}::uuid, ${mode}, ${
      lines ? JSON.stringify(lines) : null
    }::jsonb) AS n`.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  /** The order's kitchen tickets again, every line, marked as reprints ("TEKRAR"); run in a transaction. */
  async reprintKitchenTickets(orderId: string): Promise<number> {
    const n = await this.enqueueKitchenTickets(orderId, 'new', null);
    // the jobs just written are this transaction's (created_at = now(), the transaction's time)
    await this.db
      .updateTable('print_jobs')
      .set({ reprint: true })
      .where('order_id', '=', orderId)
      .where('status', '=', 'queued')
      .where('created_at', '=', sql<Date>`now()`)
      .execute();
    return n;
  }

  /**
   * Claims up to `limit` jobs, each the head of its printer's queue: queued and due, or found
   * 'sending' with its lease over (the sender died: sent again as a reprint).
   */
  async claim(workerId: string, leaseMs: number, limit: number): Promise<PrintJobRow[]> {
    const due = sql`((j.status = 'queued' AND j.next_attempt_at <= now()) OR (j.status = 'sending' AND j.claimed_until < now()))`;
    const { rows } = await sql<PrintJobRow>`
      WITH heads AS (
        SELECT DISTINCT ON (j.printer_id) j.id, j.status, j.next_attempt_at, j.claimed_until
          FROM print_jobs j JOIN printers p ON p.id = j.printer_id AND NOT p.is_deleted
         WHERE j.status IN ('queued', 'sending')
         ORDER BY j.printer_id, j.seq
      ), locked AS (
        SELECT j.id FROM print_jobs j
         WHERE j.id IN (SELECT h.id FROM heads h
                         WHERE (h.status = 'queued' AND h.next_attempt_at <= now())
                            OR (h.status = 'sending' AND h.claimed_until < now()))
         LIMIT ${limit}
           FOR UPDATE SKIP LOCKED
      )
      UPDATE print_jobs j
         SET status = 'sending', reprint = j.reprint OR j.status = 'sending', attempts = j.attempts + 1,
             claimed_by = ${workerId}, claimed_until = now() + make_interval(secs => ${leaseMs / 1000}),
             updated_at = now()
        FROM locked
       WHERE j.id = locked.id AND ${due}
      RETURNING j.*`.execute(this.db);
    return rows;
  }

  /** The sender's lease is longer: it is still talking to the printer. */
  async extendLease(id: string, workerId: string, leaseMs: number): Promise<boolean> {
    const result = await this.db
      .updateTable('print_jobs')
      .set({ claimed_until: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .where('claimed_by', '=', workerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Printed: only by the worker holding the claim (compare-and-set). */
  async markPrinted(id: string, workerId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('print_jobs')
      .set({
        status: 'printed',
        printed_at: sql`now()`,
        last_error: null,
        claimed_by: null,
        claimed_until: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .where('claimed_by', '=', workerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Back to the queue after `delayMs`; `reprint` when bytes may have reached the paper. */
  async markRetry(id: string, workerId: string, error: string, delayMs: number, reprint: boolean) {
    const result = await this.db
      .updateTable('print_jobs')
      .set({
        status: 'queued',
        last_error: error,
        reprint: sql`reprint OR ${reprint}`,
        next_attempt_at: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        claimed_by: null,
        claimed_until: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .where('claimed_by', '=', workerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A job that can never print (its payload cannot be rendered): failed, with the reason. */
  async markFailed(id: string, workerId: string, error: string): Promise<void> {
    await this.db
      .updateTable('print_jobs')
      .set({
        status: 'failed',
        last_error: error,
        claimed_by: null,
        claimed_until: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('claimed_by', '=', workerId)
      .execute();
  }

  /** A printer's jobs, waiting ones first (in print order), then the latest others. */
  jobs(printerId: string, limit: number): Promise<PrintJobRow[]> {
    return this.db
      .selectFrom('print_jobs')
      .selectAll()
      .where('printer_id', '=', printerId)
      .orderBy(sql`status IN ('queued', 'sending')`, 'desc')
      .orderBy(sql`CASE WHEN status IN ('queued', 'sending') THEN seq END`)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** Moves a printer's queued jobs (not one being sent) to another printer, keeping their order. */
  async moveWaiting(fromId: string, toId: string): Promise<number> {
    const result = await this.db
      .updateTable('print_jobs')
      .set({ printer_id: toId, next_attempt_at: sql`now()`, updated_at: sql`now()` })
      .where('printer_id', '=', fromId)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** How many jobs wait per printer (the status endpoint). */
  async waitingCounts(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('print_jobs')
      .select(['printer_id', sql<number>`count(*)::int`.as('n')])
      .where('status', 'in', ['queued', 'sending'])
      .groupBy('printer_id')
      .execute();
    return new Map(rows.map((r) => [r.printer_id, r.n]));
  }
}
