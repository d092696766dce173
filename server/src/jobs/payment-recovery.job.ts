import type { FastifyBaseLogger } from 'fastify';

/**
 * Settles open payment attempts or reversals (after a crash or a lost answer) at start-up and
 * every few seconds: the kiosk's PaymentService, the till's TillService (refunds and voids).
 */
export function startPaymentRecovery(
  service: { recover(): Promise<void> },
  log: FastifyBaseLogger,
  intervalMs = 5000,
): () => void {
  let busy = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      await service.recover();
    } catch (error) {
      log.warn({ err: error }, 'payment recovery failed');
    } finally {
      busy = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
