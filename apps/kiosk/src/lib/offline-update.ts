import { registerServiceWorker } from '@kiosk/ui';
import { customerSession } from '../state/customer-session';

/**
 * A new deploy's service worker has taken over: reload between customers, at once when nobody
 * is being served, else when the customer's session ends (never in the middle of an order).
 */
function reloadBetweenCustomers(): void {
  if (!customerSession.get().active) {
    window.location.reload();
    return;
  }
  const stop = customerSession.subscribe(() => {
    if (customerSession.get().active) return;
    stop();
    window.location.reload();
  });
}

/** Registers the kiosk's service worker (loaded as a chunk of its own, off the start-up budget). */
export function startOfflineWorker(): void {
  registerServiceWorker(reloadBetweenCustomers);
}
