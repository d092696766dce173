/** Who may join which realtime channel. Roles as the server knows them, plus kiosk devices. */
export type PrincipalRole = 'user' | 'cashier' | 'admin' | 'super_admin' | 'kiosk';

export interface ChannelPrincipal {
  role: PrincipalRole;
  /** For kiosk devices: the kiosk_users id. */
  kioskId?: string;
}

const STAFF: readonly PrincipalRole[] = ['cashier', 'admin', 'super_admin'];
const ADMINS: readonly PrincipalRole[] = ['admin', 'super_admin'];

// Every realtime channel's name, in one place: the server publishes on them and the apps join them.
// The Postgres triggers that announce kitchen events and open-order changes (server/src/db/functions)
// name 'kitchen', 'board' and 'open-orders' in SQL.

/** The public channel of catalogue, settings and welcome-page changes (the live menu). */
export const DB_CHANGES_CHANNEL = 'db-changes';
/** Orders created, paid, edited or moved to another status (staff). */
export const ORDERS_CHANNEL = 'orders';
/** The tills' open orders (tabs) changed or paid (staff). */
export const OPEN_ORDERS_CHANNEL = 'open-orders';
/** Kitchen events with their tickets (staff). */
export const KITCHEN_CHANNEL = 'kitchen';
/** The order-ready board: queue numbers and statuses only (staff or a kiosk device account). */
export const BOARD_CHANNEL = 'board';
/** Kiosk account changes and presence; the admin reloads its kiosk list (admins). */
export const KIOSK_USERS_CHANNEL = 'kiosk-users';
/** Kiosks' acknowledgements of the messages sent to them (admins). */
export const MESSAGE_ACKS_CHANNEL = 'message-acks';
/** Card terminal changes, e.g. `cloud_token_rotated` (admins). */
export const POS_DEVICES_CHANNEL = 'pos-devices';
const KIOSK_MESSAGES = 'kiosk-messages';
const KICK_USER = 'kick_user';

/** The channel of the messages sent to one kiosk; only that kiosk (and admins) may join it. */
export function kioskMessagesChannelOf(kioskId: string): string {
  return `${KIOSK_MESSAGES}:${kioskId}`;
}

/** Whether a channel is one kiosk's messages channel. */
export function isKioskMessagesChannel(channel: string): boolean {
  return channel.startsWith(`${KIOSK_MESSAGES}:`);
}

/** Channels that need no signed-in user: the live menu. */
export function isPublicChannel(channel: string): boolean {
  return channel === DB_CHANGES_CHANNEL;
}

/** The channel an admin's kick of one kiosk device is broadcast on; only that kiosk (and admins) may join it. */
export function kickChannelOf(kioskId: string): string {
  return `${KICK_USER}:${kioskId}`;
}

export function canJoinChannel(channel: string, principal: ChannelPrincipal | undefined): boolean {
  if (isPublicChannel(channel)) return true;
  if (!principal) return false;
  const [name, scope] = channel.split(':', 2);
  switch (name) {
    case KIOSK_MESSAGES:
    case KICK_USER:
      return (
        ADMINS.includes(principal.role) ||
        (principal.role === 'kiosk' && scope !== undefined && principal.kioskId === scope)
      );
    case KIOSK_USERS_CHANNEL:
    case MESSAGE_ACKS_CHANNEL:
    case POS_DEVICES_CHANNEL:
      return ADMINS.includes(principal.role);
    case ORDERS_CHANNEL:
    case OPEN_ORDERS_CHANNEL:
    case KITCHEN_CHANNEL:
      return STAFF.includes(principal.role);
    // The order-ready board: queue numbers and statuses only, for a kiosk device account or staff.
    case BOARD_CHANNEL:
      return STAFF.includes(principal.role) || principal.role === 'kiosk';
    default:
      return false;
  }
}
