import { TERMINAL_DEFAULT_PORT, type TransactionHandle } from '@kiosk/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import {
  type DeviceInfo,
  type TerminalDriver,
  type TerminalTarget,
  terminalDate,
} from '../payments/terminal-driver.js';
import { PaymentRepository } from '../repositories/payment.repository.js';
import { PosDeviceRepository } from '../repositories/pos-device.repository.js';

const unreachable = (target: TerminalTarget) =>
  new AppError('pos_unreachable', 502, `POS device is not accessible at ${target.ip}:${target.port}`);

/** The spec's local service calls: device info and connection checks against a terminal. */
export class PosDeviceService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly driver: TerminalDriver,
  ) {}

  /** POST /api/pos/device-info: pair with a terminal by address and read its identity. */
  async deviceInfo(input: {
    ipAddress: string;
    port?: number | undefined;
    serialNumber: string;
    fingerprint: string;
  }) {
    const target: TerminalTarget = {
      posDeviceId: '',
      serialNumber: input.serialNumber,
      fingerprint: input.fingerprint,
      ip: input.ipAddress,
      port: input.port ?? TERMINAL_DEFAULT_PORT,
    };
    return this.read(target, async (atLeast) => ({
      SerialNumber: target.serialNumber,
      TransactionDate: terminalDate(),
      TransactionSequence: Math.max(Date.now(), atLeast),
      Fingerprint: target.fingerprint,
    }));
  }

  /** POST /api/pos/check-connection: a kiosk's linked device; success marks it connected. */
  async checkConnection(kioskId: string, posDeviceId: string) {
    const devices = new PosDeviceRepository(this.db);
    const linked = await devices.isLinkedToKiosk(kioskId, posDeviceId);
    const device = await new PaymentRepository(this.db).terminal(posDeviceId);
    if (!device) throw new AppError('not_found', 404, 'POS device not found');
    if (!linked) throw new AppError('not_linked', 400, 'The POS device is not linked to this kiosk');
    const target: TerminalTarget = {
      posDeviceId: device.id,
      serialNumber: device.pos_serial_number,
      fingerprint: device.fingerprint,
      ip: device.ip_address,
      port: device.port,
    };
    const payments = new PaymentRepository(this.db);
    try {
      const info = await this.read(target, async (atLeast) => ({
        SerialNumber: target.serialNumber,
        TransactionDate: terminalDate(),
        TransactionSequence: await payments.nextSequence(device.id, atLeast),
        Fingerprint: target.fingerprint,
      }));
      await devices.markConnectedWithInfo(device.id, info);
      return info;
    } catch (error) {
      await devices.markDisconnected(device.id);
      throw error;
    }
  }

  private async read(
    target: TerminalTarget,
    handle: (atLeast: number) => Promise<TransactionHandle>,
  ): Promise<DeviceInfo> {
    if (!target.ip) throw new AppError('pos_unreachable', 502, 'Could not connect to POS device');
    const paired = await this.driver.pair(target);
    if (paired.kind === 'not_connected') throw unreachable(target);
    if (paired.kind === 'unknown')
      throw new AppError('pos_no_answer', 502, 'Could not communicate with POS device');
    if (paired.kind === 'protocol_error')
      throw new AppError('pos_refused', 502, `Connection failed: ${paired.message}`);
    let atLeast = 0;
    for (let tries = 0; tries < 2; tries += 1) {
      const answer = await this.driver.deviceInfo(target, await handle(atLeast));
      if (answer.kind === 'info') {
        return {
          SerialNumber: answer.info.SerialNumber,
          TerminalId: answer.info.TerminalId,
          MerchantId: answer.info.MerchantId,
          Version: answer.info.Version,
          ...(answer.info.Model ? { Model: answer.info.Model } : {}),
        };
      }
      if (answer.kind === 'protocol_error' && answer.code === 'SEQUENCE_ERROR' && tries === 0) {
        atLeast = Number(/(\d+)/.exec(answer.message)?.[1] ?? 0) + 1;
        continue;
      }
      if (answer.kind === 'not_connected') throw unreachable(target);
      if (answer.kind === 'unknown')
        throw new AppError('pos_no_answer', 502, 'Could not communicate with POS device');
      throw new AppError('pos_refused', 502, `Connection failed: ${answer.message}`);
    }
    throw new AppError('pos_refused', 502, 'Connection failed');
  }
}
