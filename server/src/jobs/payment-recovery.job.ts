import type { FastifyBaseLogger } from 'fastify';
import type { PaymentService } from '../services/payment.service.js';

/** Settles open payment attempts (after a crash or a lost answer) at start-up and every few seconds. */
export function startPaymentRecovery(
  service: PaymentService,
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
