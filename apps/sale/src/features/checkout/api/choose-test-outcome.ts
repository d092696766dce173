import type { SimulatorOutcome } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /api/till/test-outcome: the simulator's next outcome (test environment only). */
export async function chooseTestOutcome(
  posDeviceId: string,
  outcome: SimulatorOutcome,
  delayMs = 1000,
): Promise<void> {
  await api.post('/api/till/test-outcome', { pos_device_id: posDeviceId, outcome, delayMs });
}
