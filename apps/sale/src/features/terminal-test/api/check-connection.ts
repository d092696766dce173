import { type TerminalTestResult, terminalTestResultSchema } from '@kiosk/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** POST /api/till/terminal-test/check-connection: can the terminal be reached (marks it connected or not). */
async function checkConnection(posDeviceId: string): Promise<TerminalTestResult> {
  const response = await api.post<{ success: true; data: unknown }>(
    '/api/till/terminal-test/check-connection',
    { pos_device_id: posDeviceId },
  );
  return terminalTestResultSchema.parse(response.data);
}

export function useCheckConnection() {
  return useMutation({ mutationFn: checkConnection });
}
