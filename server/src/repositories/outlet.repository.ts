import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { isForeignKeyViolation } from './database-errors.js';
import { updateRow } from './row-update.js';

/** A business's columns as a form writes them (absent: unchanged; a new row's defaults apply). */
export interface BusinessValues {
  name?: string;
  tax_number?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  is_active?: boolean;
}

/** A store's columns as a form writes them. */
export interface StoreValues {
  name?: string;
  business_id?: string;
  address?: string | null;
  phone?: string | null;
  is_active?: boolean;
}

/** The outlets kiosks belong to: businesses and their stores (spec 001 section 3). */
export class OutletRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private businessQuery() {
    return this.db
      .selectFrom('businesses as b')
      .select([
        'b.id',
        'b.name',
        'b.tax_number',
        'b.address',
        'b.phone',
        'b.email',
        'b.is_active',
        'b.created_at',
        sql<number>`(SELECT count(*)::int FROM stores s WHERE s.business_id = b.id)`.as('store_count'),
      ]);
  }

  /** Businesses by name, with their store count (the admin's list). */
  listBusinesses() {
    return this.businessQuery().orderBy('b.name').execute();
  }

  /** One business as the list shows it. */
  listedBusiness(id: string) {
    return this.businessQuery().where('b.id', '=', id).executeTakeFirst();
  }

  findBusiness(id: string) {
    return this.db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insertBusiness(values: BusinessValues & { name: string }) {
    return this.db.insertInto('businesses').values(values).returning('id').executeTakeFirstOrThrow();
  }

  updateBusiness(id: string, values: BusinessValues): Promise<boolean> {
    return updateRow(this.db.updateTable('businesses').set(values), id);
  }

  /**
   * Deletes a business that has no stores; the check and the delete are one statement, so a store
   * added meanwhile makes it fail (StillReferenced) rather than leave an orphan.
   */
  async deleteBusiness(id: string): Promise<'deleted' | 'has_stores' | 'not_found'> {
    try {
      const result = await this.db
        .deleteFrom('businesses')
        .where('id', '=', id)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('stores').select('id').where('business_id', '=', id))))
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 1) return 'deleted';
    } catch (error) {
      if (isForeignKeyViolation(error)) return 'has_stores';
      throw error;
    }
    return (await this.findBusiness(id)) ? 'has_stores' : 'not_found';
  }

  private storeQuery() {
    return this.db
      .selectFrom('stores as s')
      .innerJoin('businesses as b', 'b.id', 's.business_id')
      .select([
        's.id',
        's.name',
        's.business_id',
        'b.name as business_name',
        's.address',
        's.phone',
        's.is_active',
        's.created_at',
        sql<number>`(SELECT count(*)::int FROM kiosk_users k WHERE k.store_id = s.id AND NOT k.is_deleted)`.as(
          'kiosk_count',
        ),
      ]);
  }

  /** Stores by name, with their business's name and kiosk count; filtered by business and state. */
  listStores(filter: { businessId?: string | undefined; active?: boolean | undefined }) {
    let q = this.storeQuery();
    if (filter.businessId) q = q.where('s.business_id', '=', filter.businessId);
    if (filter.active !== undefined) q = q.where('s.is_active', '=', filter.active);
    return q.orderBy('s.name').execute();
  }

  /** One store as the list shows it. */
  listedStore(id: string) {
    return this.storeQuery().where('s.id', '=', id).executeTakeFirst();
  }

  findStore(id: string) {
    return this.db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insertStore(values: StoreValues & { name: string; business_id: string }) {
    return this.db.insertInto('stores').values(values).returning('id').executeTakeFirstOrThrow();
  }

  updateStore(id: string, values: StoreValues): Promise<boolean> {
    return updateRow(this.db.updateTable('stores').set(values), id);
  }

  /** Deletes a store no kiosk refers to (soft-deleted kiosks included: their row keeps the store). */
  async deleteStore(id: string): Promise<'deleted' | 'has_kiosks' | 'not_found'> {
    try {
      const result = await this.db.deleteFrom('stores').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1 ? 'deleted' : 'not_found';
    } catch (error) {
      if (isForeignKeyViolation(error)) return 'has_kiosks';
      throw error;
    }
  }
}
