import { randomUUID } from 'node:crypto';
import type { Repositories } from '../repositories/index.js';
import type { KioskPresenceRepository } from '../repositories/kiosk-presence.repository.js';

/** This instance's connected kiosks, or only the one asked about (a connect storm stays linear). */
type LocalKiosks = (only?: string) => Map<string, { roundTripMs: number | undefined }>;

/** A socket row not refreshed for this long no longer counts (its instance stopped or died). */
const SOCKET_PRESENCE_FRESH_SECONDS = 60;

/**
 * Which kiosks hold a signed-in realtime socket, across server instances: this instance writes
 * its own kiosks' sockets (at connect, every `intervalMs` with their round trips, and removes them
 * at close); every instance reads all of them. The admin's kiosk presence is then the same
 * whichever instance answers, and a kiosk whose instance died drops out within a minute.
 */
export class KioskSocketPresence {
  readonly instanceId = randomUUID();
  private readonly repository: KioskPresenceRepository;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    repos: Repositories,
    private readonly local: LocalKiosks,
    private readonly log: { warn(obj: unknown, msg?: string): void },
    private readonly intervalMs = 15_000,
  ) {
    this.repository = repos.kioskPresence;
  }

  start(): () => void {
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
    return () => clearInterval(this.timer);
  }

  /** Writes this instance's connected kiosks now. */
  async flush(): Promise<void> {
    try {
      await this.repository.seen(this.instanceId, this.local());
    } catch (error) {
      this.log.warn({ err: error }, 'kiosk socket presence write failed');
    }
  }

  /** The hub's presence callback: a kiosk's socket opened or closed on this instance. */
  async changed(kioskId: string, connected: boolean): Promise<void> {
    try {
      if (connected) {
        // Only the kiosk that connected: the periodic flush refreshes the others (writing every
        // local kiosk on each connect is quadratic when a fleet reconnects after a restart).
        const entry = this.local(kioskId).get(kioskId) ?? { roundTripMs: undefined };
        await this.repository.seen(this.instanceId, new Map([[kioskId, entry]]));
      } else if (!this.local(kioskId).has(kioskId)) await this.repository.gone(this.instanceId, kioskId);
    } catch (error) {
      this.log.warn({ err: error }, 'kiosk socket presence write failed');
    }
  }

  /** Kiosks connected on any instance, with their best round trip. */
  connections(): Promise<Map<string, { roundTripMs: number | undefined }>> {
    return this.repository.connected(SOCKET_PRESENCE_FRESH_SECONDS);
  }
}
