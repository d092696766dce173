import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** Messages to kiosks and their acknowledgements (spec: kiosk_messages, kiosk_message_acks). */
export class KioskMessageRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** One message to each of `targets` in one statement (a store's kiosks), in the targets' order. */
  insertMany(
    targets: string[],
    values: {
      message_type: 'NOTIFICATION' | 'COMMAND' | 'POS_COMMAND' | 'STATUS_REQUEST';
      payload: Record<string, unknown>;
      created_by: string | null;
      ttl_seconds?: number;
    },
  ) {
    const payload = JSON.stringify(values.payload);
    return this.db
      .insertInto('kiosk_messages')
      .values(
        targets.map((target) => ({
          target_kiosk_id: target,
          message_type: values.message_type,
          payload,
          created_by: values.created_by,
          priority: 'high' as const,
          requires_ack: true,
          ...(values.ttl_seconds ? { ttl_seconds: values.ttl_seconds } : {}),
        })),
      )
      .returning([
        'id',
        'target_kiosk_id',
        'message_type',
        'payload',
        'priority',
        'requires_ack',
        'ttl_seconds',
        'created_at',
      ])
      .execute();
  }

  /** A message with its acknowledgement, if any. */
  findWithAck(id: string) {
    return this.db
      .selectFrom('kiosk_messages as m')
      .leftJoin('kiosk_message_acks as a', 'a.message_id', 'm.id')
      .select([
        'm.id',
        'm.target_kiosk_id',
        'm.message_type',
        'm.ttl_seconds',
        'm.created_at',
        'a.acknowledged_at',
        'a.response',
      ])
      .where('m.id', '=', id)
      .executeTakeFirst();
  }

  private withAcks() {
    return this.db
      .selectFrom('kiosk_messages as m')
      .leftJoin('kiosk_message_acks as a', 'a.message_id', 'm.id')
      .select([
        'm.id',
        'm.target_kiosk_id',
        'm.message_type',
        'm.payload',
        'm.priority',
        'm.requires_ack',
        'm.ttl_seconds',
        'm.created_at',
        'a.acknowledged_at',
        'a.response',
      ]);
  }

  /** The kiosk's unacknowledged messages still within their ttl at `now`, oldest first. */
  pendingFor(kioskId: string, now: Date) {
    return this.withAcks()
      .where('m.target_kiosk_id', '=', kioskId)
      .where('a.message_id', 'is', null)
      .where(sql<boolean>`m.created_at + m.ttl_seconds * interval '1 second' > ${now}`)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
  }

  /** The kiosk's last `limit` messages with their acknowledgements, newest first. */
  history(kioskId: string, limit: number) {
    return this.withAcks()
      .where('m.target_kiosk_id', '=', kioskId)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The active, not deleted kiosks of a store (a message to a store goes to each of them). */
  activeKiosksOfStore(storeId: string) {
    return this.db
      .selectFrom('kiosk_users')
      .select('id')
      .where('store_id', '=', storeId)
      .where('is_active', '=', true)
      .where('is_deleted', '=', false)
      .orderBy('username')
      .execute();
  }

  storeExists(storeId: string) {
    return this.db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
  }

  /** A kiosk a message may be sent to: its id and whether it is deleted. */
  kiosk(kioskId: string) {
    return this.db
      .selectFrom('kiosk_users')
      .select(['id', 'is_deleted'])
      .where('id', '=', kioskId)
      .executeTakeFirst();
  }

  /**
   * Records acknowledgements in one statement, each only for the kiosk the message is for, while it
   * is within its ttl at the ack's `now`, and once: the rows it recorded (for an ack without one, ask
   * `findWithAck` why: unknown, another kiosk's, expired, or already acknowledged). The message ids
   * must be distinct (a second ack of one message waits for the next statement).
   */
  async acknowledgeMany(
    acks: ReadonlyArray<{
      messageId: string;
      kioskId: string;
      response: Record<string, unknown> | undefined;
      now: Date;
    }>,
  ): Promise<Array<{ message_id: string; acknowledged_at: Date }>> {
    if (acks.length === 0) return [];
    const result = await sql<{ message_id: string; acknowledged_at: Date }>`
      INSERT INTO kiosk_message_acks (message_id, response)
      SELECT m.id, i.response
        FROM unnest(
               ${acks.map((a) => a.messageId)}::uuid[],
               ${acks.map((a) => a.kioskId)}::uuid[],
               ${acks.map((a) => (a.response ? JSON.stringify(a.response) : null))}::jsonb[],
               ${acks.map((a) => a.now.toISOString())}::timestamptz[]
             ) AS i (message_id, kiosk_id, response, now)
        JOIN kiosk_messages m ON m.id = i.message_id AND m.target_kiosk_id = i.kiosk_id
       WHERE m.created_at + m.ttl_seconds * interval '1 second' > i.now
      ON CONFLICT (message_id) DO NOTHING
      RETURNING message_id, acknowledged_at`.execute(this.db);
    return result.rows;
  }
}
