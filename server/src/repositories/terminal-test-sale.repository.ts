import type { TransactionHandle } from '@kiosk/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB, TerminalTestSaleStatus } from '../db/schema.js';

const OPEN: TerminalTestSaleStatus[] = ['sent', 'approved', 'voiding'];

/**
 * The till's terminal test sales, written before the terminal is asked so that recovery can void
 * an approved one whose request died (see TerminalTestService). Every step is a compare-and-set on
 * the status; the caller checks its answer.
 */
export class TerminalTestSaleRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async create(values: {
    pos_device_id: string;
    driver: 'REST' | 'CLOUD';
    amount_minor: number;
    sale_handle: TransactionHandle;
    actor_user_id: string | null;
    actor_email: string | null;
  }): Promise<string> {
    const row = await this.db
      .insertInto('terminal_test_sales')
      .values({ ...values, sale_handle: JSON.stringify(values.sale_handle) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The sale asked again with a later handle (the terminal refused the first one's sequence). */
  async replaceSaleHandle(id: string, handle: TransactionHandle): Promise<boolean> {
    const row = await this.db
      .updateTable('terminal_test_sales')
      .set({ sale_handle: JSON.stringify(handle), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Moves the sale from `from` to `to` (with what the terminal said); false when it was not `from`. */
  async transition(
    id: string,
    from: TerminalTestSaleStatus,
    to: TerminalTestSaleStatus,
    values: {
      sale_number?: string | null;
      void_handle?: TransactionHandle;
      void_number?: string | null;
    } = {},
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('terminal_test_sales')
      .set({
        status: to,
        updated_at: sql`now()`,
        ...(values.sale_number !== undefined ? { sale_number: values.sale_number } : {}),
        ...(values.void_number !== undefined ? { void_number: values.void_number } : {}),
        ...(values.void_handle ? { void_handle: JSON.stringify(values.void_handle) } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', from)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The void asked again with a later handle; only while the stored one is `previous`. */
  async replaceVoidHandle(id: string, previous: unknown, next: TransactionHandle): Promise<boolean> {
    const row = await this.db
      .updateTable('terminal_test_sales')
      .set({ void_handle: JSON.stringify(next), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'voiding')
      .where(sql<boolean>`void_handle = ${JSON.stringify(previous)}::jsonb`)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Takes the open sales untouched for `staleMs` (their request died or gave up), oldest first:
   * each taken one is touched, so another recovery run leaves it for the next `staleMs`.
   */
  async claimStale(staleMs: number, limit = 20) {
    return this.db
      .updateTable('terminal_test_sales')
      .set({ updated_at: sql`now()` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('terminal_test_sales')
          .select('id')
          .where('status', 'in', OPEN)
          .where(sql<boolean>`updated_at < now() - ${staleMs} * interval '1 millisecond'`)
          .orderBy('created_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .where('status', 'in', OPEN)
      .returningAll()
      .execute();
  }
}
