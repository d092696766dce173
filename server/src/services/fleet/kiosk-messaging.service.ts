import {
  type HealthCheckResult,
  KIOSK_MESSAGE_EVENT,
  type KioskMessage,
  type KioskMessageAckResponse,
  type KioskMessageHistoryItem,
  type SendKioskMessage,
} from '@kiosk/contracts';
import {
  expiresAt,
  KIOSK_MESSAGE_HISTORY_LIMIT,
  type KioskMessageType,
  kioskMessagesChannelOf,
  messageStatus,
  type Principal,
  payloadPreview,
} from '@kiosk/domain';
import { AppError, errors } from '../../errors.js';
import { publishEvent } from '../../realtime/realtime-bus.js';
import type { Repositories } from '../../repositories/index.js';
import type { KioskMessageRepository } from '../../repositories/kiosk-message.repository.js';
import type { FleetActor } from './fleet-actor.js';
import { iso } from './fleet-audit.js';
import { fail } from './fleet-errors.js';
import { KioskMessageAcks } from './kiosk-message-acks.js';

type Row = Awaited<ReturnType<KioskMessageRepository['history']>>[number];

/**
 * Messages to kiosks (spec 001: kiosk messaging). A message is stored before it is pushed: the
 * insert and the realtime NOTIFY on `kiosk-messages:<kiosk id>` share one transaction, so the push
 * goes out (through the bus, to whichever instance holds the kiosk's socket) only once the row is
 * there. A kiosk that was away asks for its pending messages when it (re)joins its channel and gets
 * every unacknowledged one still within its ttl, oldest first. An acknowledgement is recorded once
 * (the insert does nothing on a second one), only by the kiosk the message is for, and never after
 * the ttl: an expired message stays expired. Acks arriving together are written together (one
 * statement for those that arrive while the last is written, see KioskMessageAcks).
 *
 * The fleet's health check is one of these messages: a STATUS_REQUEST the kiosk acknowledges with
 * its status.
 */
export class KioskMessagingService {
  private readonly acks: KioskMessageAcks;

  constructor(
    private readonly repos: Repositories,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.acks = new KioskMessageAcks(repos);
  }

  /** Sends to one kiosk, or one message to each active kiosk of a store; stored, then pushed. */
  async send(
    actorUserId: string | null,
    body: SendKioskMessage,
  ): Promise<Array<{ id: string; target_kiosk_id: string; created_at: string }>> {
    const repo = this.repos.kioskMessage;
    let targets: string[];
    if (body.store_id) {
      if (!(await repo.storeExists(body.store_id))) throw errors.notFound('Store');
      targets = (await repo.activeKiosksOfStore(body.store_id)).map((k) => k.id);
      if (targets.length === 0) {
        throw new AppError('no_kiosks', 422, 'The store has no active kiosk', { field: 'store_id' });
      }
    } else {
      const kiosk = await repo.kiosk(body.target_kiosk_id ?? '');
      if (!kiosk || kiosk.is_deleted) throw errors.notFound('Kiosk');
      targets = [kiosk.id];
    }
    return this.repos.transaction(async (repos) => {
      const rows = await repos.kioskMessage.insertMany(targets, {
        message_type: body.message_type,
        payload: body.payload,
        created_by: actorUserId,
        ...(body.ttl_seconds ? { ttl_seconds: body.ttl_seconds } : {}),
      });
      // NOTIFY is delivered at commit: no kiosk hears of a message before its row exists.
      for (const row of rows) {
        await publishEvent(repos.db, {
          channel: kioskMessagesChannelOf(row.target_kiosk_id),
          event: KIOSK_MESSAGE_EVENT,
          payload: toMessage(row),
        });
      }
      return rows.map((row) => ({
        id: row.id,
        target_kiosk_id: row.target_kiosk_id,
        created_at: row.created_at.toISOString(),
      }));
    });
  }

  /** One STATUS_REQUEST (the fleet's health check is a message like any other). */
  async sendOne(
    actorUserId: string | null,
    kioskId: string,
    type: KioskMessageType,
    payload: Record<string, unknown>,
  ): Promise<{ id: string; created_at: string }> {
    const [sent] = await this.send(actorUserId, { target_kiosk_id: kioskId, message_type: type, payload });
    if (!sent) throw errors.notFound('Kiosk');
    return sent;
  }

  /** The signed-in kiosk's messages not yet acknowledged and within their ttl, oldest first. */
  async pending(principal: Principal): Promise<KioskMessage[]> {
    if (principal.kind !== 'kiosk') throw errors.forbidden('Only kiosk devices receive messages');
    const rows = await this.repos.kioskMessage.pendingFor(principal.kioskUserId, this.clock());
    return rows.map(toMessage);
  }

  /** The kiosk's last 20 messages, newest first, with status and a 100-character preview. */
  async history(kioskId: string): Promise<KioskMessageHistoryItem[]> {
    const rows = await this.repos.kioskMessage.history(kioskId, KIOSK_MESSAGE_HISTORY_LIMIT);
    const now = this.clock();
    return rows.map((row) => toHistoryItem(row, now));
  }

  /**
   * The kiosk acknowledges a message sent to it: recorded once, heard by admins on `message-acks`.
   * Answers whether this call recorded it (false: it was already acknowledged).
   */
  async acknowledge(
    principal: Principal,
    messageId: string,
    response: KioskMessageAckResponse | undefined,
  ): Promise<{ recorded: boolean; status: string }> {
    if (principal.kind !== 'kiosk') throw errors.forbidden('Only kiosk devices acknowledge messages');
    const ok = response?.ok !== false;
    const status = ok ? 'delivered' : 'failed';
    // Recorded with the other acks of the moment in one statement (own message, within its ttl,
    // not acknowledged yet), then announced on `message-acks`. Should the process die in between,
    // the history still shows the ack (the admin's screen reloads a pending message's status).
    const ack = await this.acks.record({
      messageId,
      kioskId: principal.kioskUserId,
      response,
      now: this.clock(),
    });
    if (ack) return { recorded: true, status };
    // Nothing recorded: say why.
    const message = await this.repos.kioskMessage.findWithAck(messageId);
    if (!message) throw errors.notFound('Message');
    if (message.target_kiosk_id !== principal.kioskUserId) {
      throw errors.forbidden('This message is for another kiosk');
    }
    if (message.acknowledged_at) {
      const previous = (message.response as KioskMessageAckResponse | null)?.ok !== false;
      return { recorded: false, status: previous ? 'delivered' : 'failed' };
    }
    throw new AppError('message_expired', 410, 'The message expired before it was acknowledged');
  }

  // The health check: a STATUS_REQUEST message the kiosk acknowledges with its status -----------

  /** Sends a STATUS_REQUEST to the kiosk over realtime (`kiosk-messages:<id>`); answers its message id. */
  async healthCheck(
    actor: FleetActor,
    kioskId: string,
  ): Promise<{ message_id: string; requested_at: string }> {
    const kiosk = await this.repos.kioskMessage.kiosk(kioskId);
    if (!kiosk || kiosk.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
    const sent = await this.sendOne(actor.userId, kioskId, 'STATUS_REQUEST', { requested_by: actor.email });
    return { message_id: sent.id, requested_at: sent.created_at };
  }

  /** The health check's state: pending, answered (round trip, the kiosk's status) or expired. */
  async healthResult(messageId: string): Promise<HealthCheckResult> {
    const message = await this.repos.kioskMessage.findWithAck(messageId);
    if (message?.message_type !== 'STATUS_REQUEST') throw errors.notFound('Health check');
    const terminal = await this.repos.posDevice.primaryOfKiosk(message.target_kiosk_id);
    const answeredAt = message.acknowledged_at ? new Date(message.acknowledged_at) : null;
    const expired =
      !answeredAt && this.clock().getTime() > message.created_at.getTime() + message.ttl_seconds * 1000;
    return {
      message_id: message.id,
      kiosk_id: message.target_kiosk_id,
      status: answeredAt ? 'answered' : expired ? 'expired' : 'pending',
      requested_at: message.created_at.toISOString(),
      answered_at: iso(answeredAt),
      round_trip_ms: answeredAt ? Math.max(0, answeredAt.getTime() - message.created_at.getTime()) : null,
      response: (message.response as KioskMessageAckResponse | null) ?? null,
      terminal: terminal
        ? {
            pos_serial_number: terminal.pos_serial_number,
            connection_status: terminal.connection_status,
            last_connected_at: iso(terminal.last_connected_at),
          }
        : null,
    };
  }
}

function toMessage(row: {
  id: string;
  target_kiosk_id: string;
  message_type: string;
  payload: unknown;
  priority: string;
  requires_ack: boolean;
  ttl_seconds: number;
  created_at: Date;
}): KioskMessage {
  return {
    id: row.id,
    target_kiosk_id: row.target_kiosk_id,
    message_type: row.message_type as KioskMessage['message_type'],
    payload: (row.payload as Record<string, unknown> | null) ?? {},
    priority: row.priority as KioskMessage['priority'],
    requires_ack: row.requires_ack,
    ttl_seconds: row.ttl_seconds,
    created_at: row.created_at.toISOString(),
  };
}

function toHistoryItem(row: Row, now: Date): KioskMessageHistoryItem {
  const response = (row.response as Record<string, unknown> | null) ?? null;
  const acknowledgedAt = row.acknowledged_at ? new Date(row.acknowledged_at) : null;
  return {
    ...toMessage(row),
    status: messageStatus(
      row,
      acknowledgedAt ? { acknowledged_at: acknowledgedAt, ok: response?.ok !== false } : null,
      now,
    ),
    expires_at: expiresAt(row.created_at, row.ttl_seconds).toISOString(),
    acknowledged_at: acknowledgedAt?.toISOString() ?? null,
    response,
    preview: payloadPreview(row.payload),
  };
}
