import {
  type KioskMessageAckResponse,
  MESSAGE_ACK_EVENT,
  MESSAGE_ACKS_CHANNEL,
  type MessageAckEvent,
} from '@kiosk/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { publishEvents } from '../realtime/realtime-bus.js';
import { KioskMessageRepository } from '../repositories/kiosk-message.repository.js';

export interface AckInput {
  messageId: string;
  kioskId: string;
  response: KioskMessageAckResponse | undefined;
  now: Date;
}

/** What one ack got: recorded now (with its time), or nothing recorded (ask why). */
export type AckRecorded = { acknowledged_at: Date } | undefined;

interface Waiting extends AckInput {
  resolve(recorded: AckRecorded): void;
  reject(error: unknown): void;
}

/** How long acks are gathered before they are written, and at most how many in one statement. */
export const ACK_BATCH_WINDOW_MS = 15;
export const ACK_BATCH_MAX = 500;

/**
 * Gathers kiosk acknowledgements for a few milliseconds and records them with one statement per
 * batch (the same compare-and-set as one ack: own message, within its ttl, once), then announces
 * the recorded ones on `message-acks` with one NOTIFY statement. 2,000 kiosks acknowledging a
 * store message at once cost a few dozen statements, not one or two per kiosk. A message acked
 * twice in one window is left to the next batch, so exactly one of the two records it.
 */
export class KioskMessageAckBatcher {
  private queue: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly windowMs = ACK_BATCH_WINDOW_MS,
    private readonly maxBatch = ACK_BATCH_MAX,
  ) {}

  /** Resolves once the batch holding this ack is written and announced. */
  record(ack: AckInput): Promise<AckRecorded> {
    return new Promise<AckRecorded>((resolve, reject) => {
      this.queue.push({ ...ack, resolve, reject });
      if (this.queue.length >= this.maxBatch) this.flushSoon(0);
      else this.flushSoon(this.windowMs);
    });
  }

  private flushSoon(delayMs: number): void {
    if (this.timer && delayMs > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delayMs);
  }

  private async flush(): Promise<void> {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const ids = new Set<string>();
    for (const ack of this.queue) {
      if (batch.length < this.maxBatch && !ids.has(ack.messageId)) {
        ids.add(ack.messageId);
        batch.push(ack);
      } else {
        rest.push(ack);
      }
    }
    this.queue = rest;
    if (rest.length > 0) this.flushSoon(rest.length >= this.maxBatch ? 0 : this.windowMs);
    if (batch.length === 0) return;
    let recorded: Map<string, Date>;
    try {
      recorded = await this.write(batch);
    } catch (error) {
      for (const ack of batch) ack.reject(error);
      return;
    }
    const events = batch.flatMap((ack): MessageAckEvent[] => {
      const at = recorded.get(ack.messageId);
      if (!at) return [];
      const ok = ack.response?.ok !== false;
      return [
        {
          message_id: ack.messageId,
          kiosk_id: ack.kioskId,
          acknowledged_at: at.toISOString(),
          status: ok ? 'delivered' : 'failed',
          response: (ack.response as Record<string, unknown> | undefined) ?? null,
        },
      ];
    });
    try {
      await publishEvents(
        this.db,
        events.map((payload) => ({ channel: MESSAGE_ACKS_CHANNEL, event: MESSAGE_ACK_EVENT, payload })),
      );
    } catch (error) {
      // Recorded but not announced: the ones recorded now hear the error (the history shows them).
      for (const ack of batch) {
        if (recorded.has(ack.messageId)) ack.reject(error);
        else ack.resolve(undefined);
      }
      return;
    }
    for (const ack of batch) {
      const at = recorded.get(ack.messageId);
      ack.resolve(at ? { acknowledged_at: at } : undefined);
    }
  }

  /** One statement for the batch; should it fail, each ack alone, so one bad ack fails only itself. */
  private async write(batch: Waiting[]): Promise<Map<string, Date>> {
    const repo = new KioskMessageRepository(this.db);
    const asRecord = (ack: Waiting) => ack.response as Record<string, unknown> | undefined;
    try {
      const rows = await repo.acknowledgeMany(batch.map((ack) => ({ ...ack, response: asRecord(ack) })));
      return new Map(rows.map((row) => [row.message_id, new Date(row.acknowledged_at)]));
    } catch (error) {
      if (batch.length === 1) throw error;
      const recorded = new Map<string, Date>();
      for (const ack of batch) {
        try {
          const row = await repo.acknowledgeOwn(ack.messageId, ack.kioskId, asRecord(ack), ack.now);
          if (row) recorded.set(row.message_id, new Date(row.acknowledged_at));
        } catch (single) {
          ack.reject(single); // settled: its later resolve does nothing
        }
      }
      return recorded;
    }
  }
}
