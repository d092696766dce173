import { type RealtimeEvent, realtimeEventSchema } from '@kiosk/contracts';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/schema.js';

/** The Postgres NOTIFY channel every server instance listens on. */
export const NOTIFY_CHANNEL = 'kiosk_realtime';
/** NOTIFY payloads must stay under 8000 bytes; larger messages go through realtime_outbox. */
const MAX_NOTIFY_BYTES = 7_500;

export type EventInput = Omit<RealtimeEvent, 'at'> & { at?: string };

/** The NOTIFY text of an event. */
function eventText(input: EventInput): string {
  const event: RealtimeEvent = { ...input, at: input.at ?? new Date().toISOString() };
  return JSON.stringify(event);
}

/**
 * The NOTIFY text of a small event, for a repository that notifies inside its own statement; an
 * event too large for a NOTIFY must go through publishEvent (and its outbox) instead.
 */
export function smallEventText(input: EventInput): string {
  const text = eventText(input);
  if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES) throw new Error('event too large for a NOTIFY');
  return text;
}

/**
 * Publishes an event with pg_notify on the given connection or transaction. Postgres delivers a
 * NOTIFY only when its transaction commits, so an event published inside a service's transaction
 * reaches clients after the commit, or never if it rolls back.
 */
export async function publishEvent(db: Kysely<DB>, input: EventInput): Promise<void> {
  const text = eventText(input);
  if (Buffer.byteLength(text) <= MAX_NOTIFY_BYTES) {
    await sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${text})`.execute(db);
    return;
  }
  const row = await db
    .insertInto('realtime_outbox')
    .values({ message: text })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify({ outbox: row.id })})`.execute(db);
}

/**
 * Publishes many events: the ones small enough for a NOTIFY in one statement (in their order),
 * larger ones through the outbox as publishEvent does.
 */
export async function publishEvents(db: Kysely<DB>, inputs: readonly EventInput[]): Promise<void> {
  const texts: string[] = [];
  const large: EventInput[] = [];
  for (const input of inputs) {
    const text = eventText(input);
    if (Buffer.byteLength(text) <= MAX_NOTIFY_BYTES) texts.push(text);
    else large.push(input);
  }
  if (texts.length > 0) {
    await sql`SELECT pg_notify(${NOTIFY_CHANNEL}, t) FROM unnest(${texts}::text[]) WITH ORDINALITY AS e (t, n) ORDER BY n`.execute(
      db,
    );
  }
  for (const input of large) await publishEvent(db, input);
}

export type EventListener = (event: RealtimeEvent) => void;

/**
 * One LISTEN connection per server instance; it re-connects with back-off when the database
 * connection drops, and hands every committed event to the local listeners.
 */
export class RealtimeBus {
  private client: pg.Client | undefined;
  private readonly listeners = new Set<EventListener>();
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly db: Kysely<DB>,
    private readonly log: { warn(obj: unknown, msg?: string): void } = console,
  ) {}

  onEvent(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(attempt = 0): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) void this.handle(message.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'realtime LISTEN connection lost');
      this.scheduleReconnect(attempt + 1);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      this.client = client;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt === 0) throw error;
      this.scheduleReconnect(attempt + 1);
    }
  }

  private scheduleReconnect(attempt: number): void {
    if (this.closed || this.reconnectTimer) return;
    const old = this.client;
    this.client = undefined;
    void old?.end().catch(() => {});
    const delay = Math.min(200 * 2 ** Math.min(attempt, 6), 10_000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.closed) void this.connect(attempt);
    }, delay);
  }

  private async handle(payload: string): Promise<void> {
    try {
      let data: unknown = JSON.parse(payload);
      const outboxId = (data as { outbox?: number }).outbox;
      if (typeof outboxId === 'number') {
        const row = await this.db
          .selectFrom('realtime_outbox')
          .select('message')
          .where('id', '=', outboxId)
          .executeTakeFirst();
        if (!row) return;
        data = typeof row.message === 'string' ? JSON.parse(row.message) : row.message;
      }
      const event = realtimeEventSchema.parse(data);
      for (const listener of this.listeners) {
        // One failing listener neither stops the others nor escapes as an unhandled rejection.
        try {
          listener(event);
        } catch (error) {
          this.log.warn({ err: error, channel: event.channel }, 'a realtime listener failed');
        }
      }
    } catch (error) {
      this.log.warn({ err: error }, 'dropped a malformed realtime notification');
    }
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }
}
