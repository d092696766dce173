import { tr } from '@kiosk/i18n';
import { AppError, errors } from '../../errors.js';
import type { DeviceInfo, TerminalDriver, TerminalTarget } from '../../payments/terminal-driver.js';
import type { TerminalSession } from '../../payments/terminal-session.js';

const unreachable = (target: TerminalTarget) =>
  new AppError('pos_unreachable', 502, `POS device is not accessible at ${target.ip}:${target.port}`);

/** A terminal address outside the allowed networks: never asked (a 400 naming the field). */
export const addressNotAllowed = (field: string) =>
  errors.validation([{ field, message: tr.fleet.errors.ipNotAllowed, key: 'ipNotAllowed' }]);

/** Pairs with the session's terminal and asks its identity; a refusal or silence is a 4xx/502 naming why. */
export async function readDeviceInfo(driver: TerminalDriver, session: TerminalSession): Promise<DeviceInfo> {
  const { target } = session;
  if (!target.ip) throw new AppError('pos_unreachable', 502, 'Could not connect to POS device');
  const paired = await driver.pair(target);
  if (paired.kind === 'not_connected' && paired.code === 'addressNotAllowed')
    throw addressNotAllowed('ip_address');
  if (paired.kind === 'not_connected') throw unreachable(target);
  if (paired.kind === 'unknown')
    throw new AppError('pos_no_answer', 502, 'Could not communicate with POS device');
  if (paired.kind === 'protocol_error')
    throw new AppError('pos_refused', 502, `Connection failed: ${paired.message}`);
  // A refused sequence is asked once more with a later one (the session's retry).
  const answer = await session.request((handle) => driver.deviceInfo(target, handle));
  if (answer.kind === 'info') {
    return {
      SerialNumber: answer.info.SerialNumber,
      TerminalId: answer.info.TerminalId,
      MerchantId: answer.info.MerchantId,
      Version: answer.info.Version,
      ...(answer.info.Model ? { Model: answer.info.Model } : {}),
    };
  }
  if (answer.kind === 'not_connected') throw unreachable(target);
  if (answer.kind === 'unknown')
    throw new AppError('pos_no_answer', 502, 'Could not communicate with POS device');
  throw new AppError('pos_refused', 502, `Connection failed: ${answer.message}`);
}
