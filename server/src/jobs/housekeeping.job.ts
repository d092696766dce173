import type { FastifyBaseLogger } from 'fastify';
import type { HousekeepingService } from '../services/housekeeping.service.js';

/**
 * Deletes what nobody reads any more and folds past days' range-report rows, at start and every
 * hour. Failures are only logged.
 */
export function startHousekeeping(
  service: HousekeepingService,
  log: FastifyBaseLogger,
  intervalMs = 60 * 60_000,
): () => void {
  const run = async () => {
    try {
      const { keys, sequences, rangeDays, rangeRows } = await service.run();
      if (keys > 0 || sequences.length > 0 || rangeDays > 0)
        log.info({ keys, sequences, rangeDays, rangeRows }, 'housekeeping');
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
