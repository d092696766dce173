import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** Kiosk sockets per server instance (kiosk_socket_presence): written by each instance, read by all. */
export class KioskPresenceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** This instance's connected kiosks, seen now (one statement for all of them). */
  async seen(instanceId: string, kiosks: Map<string, { roundTripMs: number | undefined }>): Promise<void> {
    if (kiosks.size === 0) return;
    const ids = [...kiosks.keys()];
    const rtts = ids.map((id) => kiosks.get(id)?.roundTripMs ?? null);
    await sql`
      INSERT INTO kiosk_socket_presence (kiosk_user_id, instance_id, seen_at, round_trip_ms)
      SELECT k.id, ${instanceId}, now(), k.rtt
      FROM unnest(${ids}::uuid[], ${rtts}::int[]) AS k(id, rtt)
      WHERE EXISTS (SELECT 1 FROM kiosk_users u WHERE u.id = k.id)
      ON CONFLICT (kiosk_user_id, instance_id)
      DO UPDATE SET seen_at = excluded.seen_at, round_trip_ms = excluded.round_trip_ms`.execute(this.db);
  }

  /** A kiosk's last socket on this instance closed. */
  async gone(instanceId: string, kioskId: string): Promise<void> {
    await this.db
      .deleteFrom('kiosk_socket_presence')
      .where('kiosk_user_id', '=', kioskId)
      .where('instance_id', '=', instanceId)
      .execute();
  }

  /** Kiosks with a socket seen on any instance within `freshSeconds`, with their best round trip. */
  async connected(freshSeconds: number): Promise<Map<string, { roundTripMs: number | undefined }>> {
    const rows = await this.db
      .selectFrom('kiosk_socket_presence')
      .select(['kiosk_user_id', sql<number | null>`min(round_trip_ms)`.as('rtt')])
      .where('seen_at', '>', sql<Date>`now() - make_interval(secs => ${freshSeconds})`)
      .groupBy('kiosk_user_id')
      .execute();
    return new Map(rows.map((r) => [r.kiosk_user_id, { roundTripMs: r.rtt ?? undefined }]));
  }
}
