import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface ReceiptOutlet {
  kiosk_id: string | null;
  business: string | null;
  store: string | null;
  address: string | null;
}

/** What the digital receipt needs besides the order detail: the kiosk that took it and its outlet. */
export class DigitalReceiptRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The order's kiosk and its store and business; an order without one (a till's) names the first
   * active business (a single-outlet installation). Undefined when the order does not exist.
   */
  async outlet(orderId: string): Promise<ReceiptOutlet | undefined> {
    const row = await this.db
      .selectFrom('orders as o')
      .leftJoin('kiosk_users as k', 'k.id', 'o.kiosk_id')
      .leftJoin('stores as s', 's.id', 'k.store_id')
      .leftJoin('businesses as b', (join) =>
        join.on((eb) => eb('b.id', '=', eb.fn.coalesce('s.business_id', 'k.business_id'))),
      )
      .select(['o.kiosk_id', 'b.name as business', 's.name as store', 's.address as address'])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.business || row.store) return row;
    const fallback = await this.db
      .selectFrom('businesses')
      .select(['name', 'address'])
      .where('is_active', '=', true)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    return { ...row, business: fallback?.name ?? null, address: fallback?.address ?? null };
  }
}
