import { type KioskMessageAckResponse, MESSAGE_ACK_EVENT, type MessageAckEvent } from '@kiosk/contracts';
import { MESSAGE_ACKS_CHANNEL } from '@kiosk/domain';
import { StatementBatcher } from '../../db/statement-batcher.js';
import { publishEvents } from '../../realtime/realtime-bus.js';
import type { Repositories } from '../../repositories/index.js';

export interface AckInput {
  messageId: string;
  kioskId: string;
  response: KioskMessageAckResponse | undefined;
  now: Date;
}

/** What one ack got: recorded now (with its time), or nothing recorded (ask why). */
type AckOutcome = { acknowledged_at: Date } | undefined;

/** At most this many acks in one statement. */
const ACK_BATCH_MAX = 500;

/**
 * Kiosk acknowledgements, written together (StatementBatcher): the acks that arrive while a write
 * is in flight are recorded by the next with one statement (the same compare-and-set as one ack:
 * own message, within its ttl, once) and announced on `message-acks` with one NOTIFY statement, in
 * one transaction (an ack is recorded only if it is announced). 2,000 kiosks acknowledging a store message at once cost a few dozen
 * statements, not one or two per kiosk. A message acked twice is never twice in one batch, so
 * exactly one of the two records it; a batch Postgres refuses is written again ack by ack, so one
 * bad ack fails only itself.
 */
export class KioskMessageAcks {
  private readonly batcher: StatementBatcher<AckInput, AckOutcome>;

  constructor(private readonly repos: Repositories) {
    this.batcher = new StatementBatcher((acks) => this.write(acks), {
      maxBatch: ACK_BATCH_MAX,
      keyOf: (ack) => ack.messageId,
      aloneWhenRefused: true,
    });
  }

  /** Resolves once the batch holding this ack is written and announced; undefined when nothing was recorded. */
  record(ack: AckInput): Promise<AckOutcome> {
    return this.batcher.submit(ack);
  }

  private write(acks: AckInput[]): Promise<AckOutcome[]> {
    return this.repos.transaction((repos) => this.writeIn(repos, acks));
  }

  private async writeIn(repos: Repositories, acks: AckInput[]): Promise<AckOutcome[]> {
    const asRecord = (ack: AckInput) => ack.response as Record<string, unknown> | undefined;
    const rows = await repos.kioskMessage.acknowledgeMany(
      acks.map((ack) => ({ ...ack, response: asRecord(ack) })),
    );
    const recorded = new Map(rows.map((row) => [row.message_id, new Date(row.acknowledged_at)]));
    const events = acks.flatMap((ack): MessageAckEvent[] => {
      const at = recorded.get(ack.messageId);
      if (!at) return [];
      return [
        {
          message_id: ack.messageId,
          kiosk_id: ack.kioskId,
          acknowledged_at: at.toISOString(),
          status: ack.response?.ok !== false ? 'delivered' : 'failed',
          response: asRecord(ack) ?? null,
        },
      ];
    });
    await publishEvents(
      repos.db,
      events.map((payload) => ({ channel: MESSAGE_ACKS_CHANNEL, event: MESSAGE_ACK_EVENT, payload })),
    );
    return acks.map((ack) => {
      const at = recorded.get(ack.messageId);
      return at ? { acknowledged_at: at } : undefined;
    });
  }
}
