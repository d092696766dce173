import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** The server_secrets row holding the one-time setup token while no account exists. */
export const SETUP_TOKEN_SECRET = 'setup_token';
const SETUP_LOCK = 'kiosk-pos:first-run-setup';

/** SQL of the first-run setup: is it needed, its token, and the outlet's first business and store. */
export class SetupRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async hasAccounts(): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** Serializes setups until the transaction ends: two completes at once give one winner. */
  async lock(): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${SETUP_LOCK}))`.execute(this.db);
  }

  async token(): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', SETUP_TOKEN_SECRET)
      .executeTakeFirst();
    return row?.value;
  }

  async dropToken(): Promise<void> {
    await this.db.deleteFrom('server_secrets').where('name', '=', SETUP_TOKEN_SECRET).execute();
  }

  createBusiness(input: {
    name: string;
    taxOffice: string;
    taxNumber: string;
    address: string;
    phone: string | null;
    email: string;
  }) {
    return this.db
      .insertInto('businesses')
      .values({
        name: input.name,
        tax_office: input.taxOffice,
        tax_number: input.taxNumber,
        address: input.address,
        phone: input.phone,
        email: input.email,
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
  }

  createStore(input: {
    businessId: string;
    name: string;
    address: string;
    province: string;
    district: string;
    phone: string | null;
  }) {
    return this.db
      .insertInto('stores')
      .values({
        business_id: input.businessId,
        name: input.name,
        address: input.address,
        province: input.province,
        district: input.district,
        phone: input.phone,
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
  }
}
