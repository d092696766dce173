import { createHash } from 'node:crypto';
import { KIOSK_USERS_CHANNEL } from '@kiosk/domain';
import { publishEvent } from '../../realtime/realtime-bus.js';
import type { Repositories } from '../../repositories/index.js';
import type { FleetActor } from './fleet-actor.js';

/** What the audit log keeps of a change: column names to their values (dates as ISO text). */
export type AuditValues = Record<string, unknown>;

/** One fleet change as the audit log and the `kiosk-users` event tell it. */
export interface FleetChange {
  action: string;
  entityType: 'kiosk' | 'business' | 'store' | 'pos_device' | 'kiosk_pos_device';
  entityId: string;
  summary: string;
  before?: AuditValues | null | undefined;
  after?: AuditValues | null | undefined;
  kioskId?: string | null | undefined;
}

/** Audit entry plus a `kiosk-users` realtime event, inside the caller's transaction. */
export async function recordFleetChange(
  repos: Repositories,
  actor: FleetActor,
  entry: FleetChange,
): Promise<void> {
  await repos.audit.record({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    summary: entry.summary,
    before: entry.before,
    after: entry.after,
  });
  await publishEvent(repos.db, {
    channel: KIOSK_USERS_CHANNEL,
    event: entry.action,
    table: entry.entityType,
    payload: { id: entry.entityId, ...(entry.kioskId ? { kiosk_id: entry.kioskId } : {}) },
  });
}

/** The columns `keys` of a row as they were (the audit's "before"), dates as ISO text. */
export function pick<T extends object>(row: T, keys: readonly string[]): AuditValues {
  const values = new Map<string, unknown>(Object.entries(row));
  return Object.fromEntries(
    keys
      .filter((key) => values.has(key))
      .map((key) => {
        const value = values.get(key);
        return [key, value instanceof Date ? value.toISOString() : value];
      }),
  );
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Empty strings from forms are "no value". */
export const orNull = (value: string | null | undefined) => (value ? value : null);
