import { updateFingerprintResultSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { posDeviceKeys } from './pos-device-keys';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /rest/v1/rpc/update_fingerprint_secure for a POS device: its paired fingerprint (device) or
 * the source / target fingerprint hash. An empty result: not found or no permission.
 */
async function updatePosFingerprint(input: {
  id: string;
  fingerprint: string;
  type: 'device' | 'source' | 'target';
}) {
  const random = crypto.getRandomValues(new Uint32Array(2)).join('');
  const body = await api.post<unknown>('/rest/v1/rpc/update_fingerprint_secure', {
    p_record_id: input.id,
    p_table_name: 'pos_devices',
    p_fingerprint: input.fingerprint.trim(),
    p_client_hash: await sha256Hex(`${input.fingerprint}${random}${Date.now()}`),
    p_fingerprint_type: input.type,
  });
  const result = updateFingerprintResultSchema.parse(body);
  if (result.length === 0) throw new Error('Record not found or no update permission');
  return result[0];
}

export function useUpdatePosFingerprint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePosFingerprint,
    onSettled: () => client.invalidateQueries({ queryKey: posDeviceKeys.all }),
  });
}
