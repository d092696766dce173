import type { TransactionHandle } from '@kiosk/contracts';
import { type DeviceConfig, nowIso, type Pairing, type ProtocolError } from './device-records.js';

/**
 * The clients paired with the device (by fingerprint) and the last transaction sequence each
 * used: a request's handle must name this device, come from a paired client and, when it starts
 * something, carry a greater sequence than that client's last.
 */
export class Pairings {
  private byFingerprint = new Map<string, Pairing>();

  constructor(
    private readonly config: DeviceConfig,
    /** Called after any change worth persisting. */
    private readonly changed: () => void,
  ) {}

  list(): Pairing[] {
    return [...this.byFingerprint.values()];
  }

  pair(serialNumber: string, fingerprint: string): ProtocolError | null {
    if (serialNumber !== this.config.serialNumber) return this.wrongSerial(serialNumber);
    if (!fingerprint.trim()) {
      return { code: 'BAD_REQUEST', message: 'Parmak izi boş olamaz (Fingerprint must not be empty)' };
    }
    const existing = this.byFingerprint.get(fingerprint);
    // A real device keeps the sequence of a client that pairs again.
    this.byFingerprint.set(fingerprint, {
      fingerprint,
      pairedAt: nowIso(),
      lastSequence: existing?.lastSequence ?? 0,
      lastSeenAt: existing?.lastSeenAt ?? null,
    });
    this.config.log(`paired ${fingerprint}`);
    this.changed();
    return null;
  }

  /**
   * Checks a request's handle: serial, pairing and (when `consumeSequence`) that the sequence
   * grows. A sequence that passes becomes the client's last sequence.
   */
  checkHandle(handle: TransactionHandle, consumeSequence: boolean): ProtocolError | null {
    if (handle.SerialNumber !== this.config.serialNumber) return this.wrongSerial(handle.SerialNumber);
    const pairing = this.byFingerprint.get(handle.Fingerprint);
    if (!pairing) {
      return {
        code: 'NOT_PAIRED',
        message:
          'Bu istemci cihazla eşleştirilmemiş, önce Pairing çağırın (Client not paired: call Pairing first)',
      };
    }
    pairing.lastSeenAt = nowIso();
    if (!consumeSequence) return null;
    if (handle.TransactionSequence <= pairing.lastSequence) {
      return {
        code: 'SEQUENCE_ERROR',
        message: `İşlem sıra numarası geçersiz: son sıra numarası ${pairing.lastSequence} (Sequence error: the last sequence was ${pairing.lastSequence}, send a greater one)`,
        errors: [`LastSequence=${pairing.lastSequence}`],
      };
    }
    pairing.lastSequence = handle.TransactionSequence;
    this.changed();
    return null;
  }

  clear(): void {
    this.byFingerprint.clear();
  }

  restore(pairings: Pairing[]): void {
    this.byFingerprint = new Map(pairings.map((pairing) => [pairing.fingerprint, pairing]));
  }

  private wrongSerial(serialNumber: string): ProtocolError {
    return {
      code: 'WRONG_SERIAL',
      message: `Seri numarası eşleşmiyor: bu cihaz ${this.config.serialNumber}, istek ${serialNumber} (Wrong serial number: this device is ${this.config.serialNumber})`,
    };
  }
}
