import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';

const DEMO_PRINTER_SEED = 'demo-printer';

/**
 * The demo's kitchen printer (issue 35): "Mutfak yazıcısı" at `host:port` (the printer simulator
 * `npm start` runs) printing the default station's tickets, 80 mm, PC857. Added once per database
 * (its own `seed_runs` marker, so a demo database seeded before gets it too), only when the start
 * command asked for it (DEMO_PRINTER): the tests' servers have no printer, so no printer problem.
 */
export async function seedDemoPrinter(
  db: Kysely<DB>,
  printer: { host: string; port: number },
): Promise<{ seeded: boolean }> {
  const seeded = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: DEMO_PRINTER_SEED })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    const station = await trx
      .selectFrom('kitchen_stations')
      .select('id')
      .where('is_default', '=', true)
      .executeTakeFirst();
    await trx
      .insertInto('printers')
      .values({
        name: 'Mutfak yazıcısı',
        host: printer.host,
        port: printer.port,
        station_ids: station ? [station.id] : [],
      })
      .execute();
    return true;
  });
  return { seeded };
}
