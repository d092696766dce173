import { type TerminalTestResult, terminalTestResultSchema } from '@kiosk/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** POST /api/till/terminal-test/device-info: the terminal's identity, with the raw exchanges. */
async function readDeviceInfo(posDeviceId: string): Promise<TerminalTestResult> {
  const response = await api.post<{ success: true; data: unknown }>('/api/till/terminal-test/device-info', {
    pos_device_id: posDeviceId,
  });
  return terminalTestResultSchema.parse(response.data);
}

export function useReadDeviceInfo() {
  return useMutation({ mutationFn: readDeviceInfo });
}
