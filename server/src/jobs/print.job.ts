import type { FastifyBaseLogger } from 'fastify';
import type { PrintWorker } from '../services/printing/print-worker.js';

/** How often the print queue is looked at (a new job prints at most this late). */
const PRINT_INTERVAL_MS = 500;
/** Rounds that may run at once, so a printer that is slow to answer does not hold the others. */
const MAX_RUNS = 4;

/**
 * Sends print jobs (PrintWorker.run: claim with a lease, send, mark), at start and every half
 * second. A round still waiting on a slow or silent printer does not stop the next tick: that one
 * claims the other printers' jobs (a printer whose job is being sent is skipped by the claim).
 * Every instance runs it; the lease keeps each job to one sender. Failures are only logged.
 */
export function startPrintWorker(
  worker: Pick<PrintWorker, 'run'>,
  log: FastifyBaseLogger,
  intervalMs = PRINT_INTERVAL_MS,
): () => void {
  let running = 0;
  const run = async () => {
    if (running >= MAX_RUNS) return;
    running += 1;
    try {
      await worker.run();
    } catch (error) {
      log.warn({ err: error }, 'print worker round failed');
    } finally {
      running -= 1;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
