import type { LinkedPosDevice } from '@kiosk/contracts';
import type { DeviceInfo } from '../api/check-connection';

/** What a connection test answered: the terminal's facts, or why it failed. */
export type ConnectionTestResult =
  | { ok: true; device: LinkedPosDevice; info: DeviceInfo }
  | { ok: false; device: LinkedPosDevice; message: string };

/** The name a linked POS device is shown by: its device name, else its serial number ('' for none). */
export function linkedDeviceName(
  device: Pick<LinkedPosDevice, 'device_name' | 'pos_serial_number'> | null | undefined,
): string {
  return device?.device_name ?? device?.pos_serial_number ?? '';
}

/** The i18n keys of the activate / deactivate question for a kiosk's POS link. */
export function linkToggleKeys(active: boolean | undefined) {
  return active
    ? ({
        title: 'fleet.detail.linkActivate',
        message: 'fleet.detail.linkActivateConfirm',
        tone: 'primary',
      } as const)
    : ({
        title: 'fleet.detail.linkDeactivate',
        message: 'fleet.detail.linkDeactivateConfirm',
        tone: 'danger',
      } as const);
}
