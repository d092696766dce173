import type { KioskUser } from '@kiosk/contracts';
import type { KioskMessageType } from '@kiosk/domain';

/** The i18n key of the line under the composer that explains a message type (none for a notification). */
export function messageTypeHintKey(type: KioskMessageType): string | undefined {
  if (type === 'COMMAND') return 'fleet.messenger.commandHint';
  if (type === 'POS_COMMAND') return 'fleet.messenger.posHint';
  if (type === 'STATUS_REQUEST') return 'fleet.messenger.statusHint';
  return undefined;
}

/** Whether a message type carries text the admin types (a status request carries none). */
export function messageTypeHasText(type: KioskMessageType): boolean {
  return type === 'NOTIFICATION' || type === 'COMMAND' || type === 'POS_COMMAND';
}

/** Where a message goes: every kiosk of the kiosk's store when asked and it has one, else the kiosk. */
export function messageTarget(
  kiosk: Pick<KioskUser, 'id' | 'store_id'>,
  toStore: boolean,
): { store_id: string } | { target_kiosk_id: string } {
  return toStore && kiosk.store_id ? { store_id: kiosk.store_id } : { target_kiosk_id: kiosk.id };
}
