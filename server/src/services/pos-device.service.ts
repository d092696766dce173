import { TERMINAL_DEFAULT_PORT } from '@kiosk/contracts';
import { defaultTerminalNetworks, type Ipv4Network, isAllowedTerminalAddress } from '@kiosk/domain';
import { tr } from '@kiosk/i18n';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError, errors } from '../errors.js';
import type { DeviceInfo, TerminalDriver, TerminalTarget } from '../payments/terminal-driver.js';
import { TerminalSession, targetOf } from '../payments/terminal-session.js';
import { KioskMessageRepository } from '../repositories/kiosk-message.repository.js';
import { PaymentRepository } from '../repositories/payment.repository.js';
import { PosDeviceRepository } from '../repositories/pos-device.repository.js';

const unreachable = (target: TerminalTarget) =>
  new AppError('pos_unreachable', 502, `POS device is not accessible at ${target.ip}:${target.port}`);

/** A terminal address outside the allowed networks: never asked (a 400 naming the field). */
const addressNotAllowed = (field: string) =>
  errors.validation([{ field, message: tr.fleet.errors.ipNotAllowed, key: 'ipNotAllowed' }]);

/** The spec's local service calls: device info and connection checks against a terminal. */
export class PosDeviceService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly driver: TerminalDriver,
    /** Where a card terminal may be (TERMINAL_ALLOWED_NETWORKS). */
    private readonly networks: readonly Ipv4Network[] = defaultTerminalNetworks,
  ) {}

  /** POST /api/pos/device-info: pair with a terminal by address and read its identity. */
  async deviceInfo(input: {
    ipAddress: string;
    port?: number | undefined;
    serialNumber: string;
    fingerprint: string;
  }) {
    if (!isAllowedTerminalAddress(input.ipAddress, this.networks)) throw addressNotAllowed('ipAddress');
    const target: TerminalTarget = {
      posDeviceId: '',
      serialNumber: input.serialNumber,
      fingerprint: input.fingerprint,
      ip: input.ipAddress,
      port: input.port ?? TERMINAL_DEFAULT_PORT,
    };
    return this.read(TerminalSession.unstored(target));
  }

  /** POST /api/pos/check-connection: a kiosk's linked device; success marks it connected. */
  async checkConnection(kioskId: string, posDeviceId: string) {
    const devices = new PosDeviceRepository(this.db);
    const linked = await devices.isLinkedToKiosk(kioskId, posDeviceId);
    const payments = new PaymentRepository(this.db);
    const device = await payments.terminal(posDeviceId);
    if (!device) throw new AppError('not_found', 404, 'POS device not found');
    if (!linked) throw new AppError('not_linked', 400, 'The POS device is not linked to this kiosk');
    try {
      const info = await this.read(TerminalSession.stored(targetOf(device), payments));
      await devices.markConnectedWithInfo(device.id, info);
      return info;
    } catch (error) {
      await devices.markDisconnected(device.id);
      throw error;
    }
  }

  /**
   * A kiosk's POS test message (a POS_COMMAND): device info from the kiosk's own primary (else first
   * active) linked terminal, which is marked connected or not as with the admin's check.
   */
  async kioskDeviceInfo(kioskId: string) {
    const terminal = await new KioskMessageRepository(this.db).primaryTerminal(kioskId);
    if (!terminal) throw new AppError('not_linked', 404, 'No POS device is linked to this kiosk');
    return this.checkConnection(kioskId, terminal.id);
  }

  private async read(session: TerminalSession): Promise<DeviceInfo> {
    const { target } = session;
    if (!target.ip) throw new AppError('pos_unreachable', 502, 'Could not connect to POS device');
    const paired = await this.driver.pair(target);
    if (paired.kind === 'not_connected' && paired.code === 'addressNotAllowed')
      throw addressNotAllowed('ip_address');
    if (paired.kind === 'not_connected') throw unreachable(target);
    if (paired.kind === 'unknown')
      throw new AppError('pos_no_answer', 502, 'Could not communicate with POS device');
    if (paired.kind === 'protocol_error')
      throw new AppError('pos_refused', 502, `Connection failed: ${paired.message}`);
    // A refused sequence is asked once more with a later one (the session's retry).
    const answer = await session.request((handle) => this.driver.deviceInfo(target, handle));
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
}
