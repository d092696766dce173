import { SESSION_CLEANUP_INTERVAL_MS } from '@kiosk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { KioskSessionService } from '../services/kiosk-session.service.js';

/** Ends kiosk sessions idle over 10 minutes, once at start and every 60 s. Failures are only logged. */
export function startSessionCleanup(
  service: KioskSessionService,
  log: FastifyBaseLogger,
  intervalMs = SESSION_CLEANUP_INTERVAL_MS,
): () => void {
  const run = async () => {
    try {
      const ended = await service.cleanupStale();
      if (ended > 0) log.info({ ended }, 'ended inactive kiosk sessions');
    } catch (error) {
      log.warn({ err: error }, 'kiosk session cleanup failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
