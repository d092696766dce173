import type { FastifyBaseLogger } from 'fastify';
import type { PrintWorker } from '../services/printing/print-worker.js';

/** How often the print queue is looked at (a new job prints at most this late). */
const PRINT_INTERVAL_MS = 500;

/**
 * Sends print jobs (PrintWorker.run: claim with a lease, send, mark), at start and every half
 * second. Every instance runs it; the lease keeps each job to one sender. Failures are only logged.
 */
export function startPrintWorker(
  worker: Pick<PrintWorker, 'run'>,
  log: FastifyBaseLogger,
  intervalMs = PRINT_INTERVAL_MS,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await worker.run();
    } catch (error) {
      log.warn({ err: error }, 'print worker round failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
