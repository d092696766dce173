import { DB_CHANGES_CHANNEL, type Principal } from '@kiosk/domain';
import { errors } from '../errors.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import type { Repositories } from '../repositories/index.js';

/** The admin making a catalogue change. */
export interface Actor {
  userId: string | null;
  email: string | null;
}

export function actorOf(principal: Principal): Actor {
  if (principal.kind !== 'user') throw errors.forbidden();
  return { userId: principal.userId, email: principal.email };
}

type Table =
  | 'products'
  | 'categories'
  | 'product_configurations'
  | 'catalogue_suggestions'
  | 'meal_deal_groups'
  | 'promotions'
  | 'product_channel_prices'
  | 'availability_windows';
type Change = 'INSERT' | 'UPDATE' | 'DELETE';

const ENTITY_TYPES: Record<Table, string> = {
  products: 'product',
  categories: 'category',
  product_configurations: 'configuration',
  catalogue_suggestions: 'suggestion',
  meal_deal_groups: 'deal',
  promotions: 'promotion',
  product_channel_prices: 'channel_price',
  availability_windows: 'availability',
};

/**
 * Records a catalogue change in the audit log and publishes it on `db-changes`, both inside the
 * caller's transaction: the event goes out only if the change commits.
 */
export async function recordChange(
  repos: Repositories,
  actor: Actor,
  change: {
    table: Table;
    event: Change;
    id: string;
    action: string;
    summary: string;
    old?: Record<string, unknown> | undefined;
    new?: Record<string, unknown> | undefined;
  },
): Promise<void> {
  await repos.audit.record({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    entityType: ENTITY_TYPES[change.table],
    entityId: change.id,
    summary: change.summary,
  });
  await publishEvent(repos.db, {
    channel: DB_CHANGES_CHANNEL,
    event: change.event,
    table: change.table,
    payload: {
      id: change.id,
      ...(change.old ? { old: change.old } : {}),
      ...(change.new ? { new: change.new } : {}),
    },
  });
}
