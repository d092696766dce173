/** Who may join which realtime channel. Roles as the server knows them, plus kiosk devices. */
export type PrincipalRole = 'user' | 'cashier' | 'admin' | 'super_admin' | 'kiosk';

export interface ChannelPrincipal {
  role: PrincipalRole;
  /** For kiosk devices: the kiosk_users id. */
  kioskId?: string;
}

const STAFF: readonly PrincipalRole[] = ['cashier', 'admin', 'super_admin'];
const ADMINS: readonly PrincipalRole[] = ['admin', 'super_admin'];

/** The public channel of catalogue, settings and welcome-page changes (the live menu). */
export const DB_CHANGES_CHANNEL = 'db-changes';

/** Channels that need no signed-in user: the live menu. */
export function isPublicChannel(channel: string): boolean {
  return channel === DB_CHANGES_CHANNEL;
}

/** The channel an admin's kick of one kiosk device is broadcast on; only that kiosk (and admins) may join it. */
export function kickChannelOf(kioskId: string): string {
  return `kick_user:${kioskId}`;
}

export function canJoinChannel(channel: string, principal: ChannelPrincipal | undefined): boolean {
  if (isPublicChannel(channel)) return true;
  if (!principal) return false;
  const [name, scope] = channel.split(':', 2);
  switch (name) {
    case 'kiosk-messages':
    case 'kick_user':
      return (
        ADMINS.includes(principal.role) ||
        (principal.role === 'kiosk' && scope !== undefined && principal.kioskId === scope)
      );
    case 'kiosk-users':
    case 'message-acks':
    case 'pos-devices':
      return ADMINS.includes(principal.role);
    case 'orders':
    case 'open-orders':
    case 'kitchen':
      return STAFF.includes(principal.role);
    // The order-ready board: queue numbers and statuses only, for a kiosk device account or staff.
    case 'board':
      return STAFF.includes(principal.role) || principal.role === 'kiosk';
    default:
      return false;
  }
}
