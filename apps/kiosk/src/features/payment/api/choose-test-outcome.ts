import type { SimulatorOutcome } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/**
 * The terminal simulator's test environment: the outcome and delay of the next sale, set through
 * the server (the kiosk page has no direct access to the terminal). `_baseUrl` only marks that the
 * terminal is the test environment.
 */
export async function chooseTestOutcome(
  _baseUrl: string,
  outcome: SimulatorOutcome,
  delayMs: number,
): Promise<void> {
  await api.post('/functions/v1/kiosk-payment/test-outcome', { outcome, delayMs });
}
