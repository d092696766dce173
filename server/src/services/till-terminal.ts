import { AppError } from '../errors.js';
import type { TerminalDriver } from '../payments/terminal-driver.js';
import type { Repositories } from '../repositories/index.js';
import type { TillTerminalRow } from '../repositories/pos-device-rows.js';

/** Whether a terminal is the simulator (the test environment: its next outcome can be chosen). */
export const isSimulator = (metadata: unknown): boolean =>
  (metadata as { simulator?: boolean } | null)?.simulator === true;

/** A till's terminal: it must exist, not be deleted and be active (every till call checks it). */
export async function activeTillTerminal(repos: Repositories, posDeviceId: string): Promise<TillTerminalRow> {
  const row = await repos.posDevice.tillTerminal(posDeviceId);
  if (!row || row.is_deleted) throw new AppError('pos_device_not_found', 404, 'POS device not found');
  if (!row.is_active) throw new AppError('pos_device_inactive', 409, 'The POS device is not active');
  return row;
}

/** The driver for a terminal's payment mode (REST when CLOUD is not served here). */
export function driverForMode(
  drivers: { REST: TerminalDriver; CLOUD?: TerminalDriver },
  mode: string | null | undefined,
): TerminalDriver {
  return (mode === 'CLOUD' && drivers.CLOUD) || drivers.REST;
}
