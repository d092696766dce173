import type { FastifyBaseLogger } from 'fastify';
import type { SoldOutService } from '../services/sold-out.service.js';

/** How often "86" marks whose time is over are cleared: a product is back at most this late. */
const SOLD_OUT_EXPIRY_INTERVAL_MS = 5_000;

/**
 * Brings products back when their "86" time is over (SoldOutService.expire: the flag cleared, an
 * audit entry and the db-changes event kiosks and tills follow), at start and every few seconds.
 * Every instance runs it; rows another instance is clearing are skipped. Failures are only logged.
 */
export function startSoldOutExpiry(
  service: Pick<SoldOutService, 'expire'>,
  log: FastifyBaseLogger,
  intervalMs = SOLD_OUT_EXPIRY_INTERVAL_MS,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const back = await service.expire();
      if (back.length > 0) log.info({ products: back.map((p) => p.id) }, 'sold-out marks expired');
    } catch (error) {
      log.warn({ err: error }, 'sold-out expiry failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
