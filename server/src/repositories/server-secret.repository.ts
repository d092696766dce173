import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Secrets shared by every instance, made once on first use. */
export async function sharedSecret(db: Kysely<DB>, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
