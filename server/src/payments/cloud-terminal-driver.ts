import { randomUUID } from 'node:crypto';
import {
  cloudDeviceMessageSchema,
  type SaleRequest,
  type SaleResult,
  type TransactionHandle,
} from '@kiosk/contracts';
import type { WebSocket } from 'ws';
import type { DeviceInfo, DriverOutcome, TerminalDriver, TerminalTarget } from './terminal-driver.js';

const handleKey = (handle: TransactionHandle) =>
  `${handle.SerialNumber}:${handle.TransactionDate}:${handle.TransactionSequence}`;

interface Waiter {
  resolve: (result: SaleResult) => void;
  timer: NodeJS.Timeout;
}

/**
 * CLOUD mode: terminals keep an outbound WebSocket to the server (they may sit behind NAT with no
 * reachable address). Sales, result queries and aborts go down that socket; results come back
 * under the id they were sent with. A device is reachable through the instance it is connected to.
 */
export class CloudTerminalHub implements TerminalDriver {
  readonly mode = 'CLOUD' as const;
  private readonly devices = new Map<string, WebSocket>();
  private readonly waiters = new Map<string, Waiter>();

  /** Takes a device connection once the server has checked its token for that serial number. */
  attach(serialNumber: string, socket: WebSocket): void {
    this.devices.get(serialNumber)?.close(4000, 'replaced by a newer connection');
    this.devices.set(serialNumber, socket);
    socket.on('message', (data) => {
      const parsed = cloudDeviceMessageSchema.safeParse(JSON.parse(data.toString()));
      if (!parsed.success || parsed.data.type !== 'result') return;
      const waiter = this.waiters.get(parsed.data.attemptId);
      if (!waiter) return;
      clearTimeout(waiter.timer);
      this.waiters.delete(parsed.data.attemptId);
      waiter.resolve(parsed.data.result);
    });
    socket.on('close', () => {
      if (this.devices.get(serialNumber) === socket) this.devices.delete(serialNumber);
    });
  }

  isConnected(serialNumber: string): boolean {
    return this.devices.has(serialNumber);
  }

  private send(
    target: TerminalTarget,
    message: unknown,
    id: string,
    timeoutMs: number,
  ): Promise<DriverOutcome> {
    const socket = this.devices.get(target.serialNumber);
    if (!socket || socket.readyState !== socket.OPEN) {
      return Promise.resolve({ kind: 'not_connected', message: 'Could not connect to POS device' });
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(id);
        resolve({ kind: 'unknown', message: 'No answer from the POS device' });
      }, timeoutMs);
      this.waiters.set(id, { resolve: (result) => resolve({ kind: 'result', result }), timer });
      socket.send(JSON.stringify(message), (error) => {
        if (!error) return;
        clearTimeout(timer);
        this.waiters.delete(id);
        // The frame may or may not have left: the outcome is unknown.
        resolve({ kind: 'unknown', message: 'Connection to the POS device was lost' });
      });
    });
  }

  async pair(target: TerminalTarget) {
    return this.isConnected(target.serialNumber)
      ? { kind: 'ok' as const }
      : { kind: 'not_connected' as const, message: 'Could not connect to POS device' };
  }

  async deviceInfo(target: TerminalTarget) {
    if (!this.isConnected(target.serialNumber)) {
      return { kind: 'not_connected' as const, message: 'Could not connect to POS device' };
    }
    const info: DeviceInfo = {
      SerialNumber: target.serialNumber,
      TerminalId: '',
      MerchantId: '',
      Version: 'cloud',
    };
    return { kind: 'info' as const, info };
  }

  sale(target: TerminalTarget, request: SaleRequest, timeoutMs: number) {
    const id = handleKey(request.TransactionHandle);
    return this.send(target, { type: 'sale', attemptId: id, request }, id, timeoutMs);
  }

  result(target: TerminalTarget, _handle: TransactionHandle, saleHandle: TransactionHandle) {
    const id = `query-${randomUUID()}`;
    return this.send(target, { type: 'query', attemptId: id, saleHandle }, id, 8000);
  }

  async abort(target: TerminalTarget, handle: TransactionHandle): Promise<void> {
    this.devices
      .get(target.serialNumber)
      ?.send(JSON.stringify({ type: 'abort', attemptId: handleKey(handle) }));
  }
}
