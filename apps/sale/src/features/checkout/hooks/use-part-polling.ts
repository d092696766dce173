import type { TillPayment } from '@kiosk/contracts';
import { useEffect } from 'react';
import { getPayment } from '../api/get-payment';
import { isRunning } from '../utils/tender';

const POLL_MS = 600;

/**
 * Polls a running part until the server says it has ended (also after a cancel): each answer goes
 * to `onProgress` while it runs, the last one to `onEnded`. A missed answer is asked again.
 */
export function usePartPolling(
  runningId: string | null,
  onProgress: (payment: TillPayment) => void,
  onEnded: (payment: TillPayment) => Promise<void>,
): void {
  useEffect(() => {
    if (!runningId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const payment = await getPayment(runningId, controller.signal);
        if (controller.signal.aborted) return;
        if (!isRunning(payment.step)) {
          await onEnded(payment);
          return;
        }
        onProgress(payment);
      } catch {
        // a missed answer is asked again at the next tick
      }
      if (!controller.signal.aborted) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [runningId, onProgress, onEnded]);
}
