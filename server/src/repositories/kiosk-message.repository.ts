import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Messages to kiosks and their acknowledgements (spec: kiosk_messages, kiosk_message_acks). */
export class KioskMessageRepository {
  constructor(private readonly db: Kysely<DB>) {}

  insert(values: {
    target_kiosk_id: string;
    message_type: 'NOTIFICATION' | 'COMMAND' | 'POS_COMMAND' | 'STATUS_REQUEST';
    payload: Record<string, unknown>;
    created_by: string | null;
    ttl_seconds?: number;
  }) {
    return this.db
      .insertInto('kiosk_messages')
      .values({ ...values, payload: JSON.stringify(values.payload), priority: 'high', requires_ack: true })
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
      .executeTakeFirstOrThrow();
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

  /** Records the acknowledgement once; undefined when it was already acknowledged. */
  acknowledge(messageId: string, response: Record<string, unknown> | undefined) {
    return this.db
      .insertInto('kiosk_message_acks')
      .values({ message_id: messageId, response: response ? JSON.stringify(response) : null })
      .onConflict((oc) => oc.column('message_id').doNothing())
      .returning(['message_id', 'acknowledged_at'])
      .executeTakeFirst();
  }

  /** The kiosk's primary (else first active) linked terminal, as last seen. */
  primaryTerminal(kioskId: string) {
    return this.db
      .selectFrom('kiosk_pos_devices as l')
      .innerJoin('pos_devices as p', 'p.id', 'l.pos_device_id')
      .select(['p.pos_serial_number', 'p.connection_status', 'p.last_connected_at'])
      .where('l.kiosk_user_id', '=', kioskId)
      .where('p.is_deleted', '=', false)
      .orderBy('l.is_primary', 'desc')
      .orderBy('l.is_active_for_kiosk', 'desc')
      .orderBy('l.created_at')
      .executeTakeFirst();
  }
}
