import { updateFingerprintResultSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sha256Hex } from '../utils/sha256';
import { fleetKeys } from './fleet-keys';

interface FingerprintUpdate {
  recordId: string;
  table: 'kiosk_users' | 'pos_devices';
  fingerprint: string;
  type?: 'device' | 'source' | 'target';
}

/** The spec's time limit for the fingerprint update before 'Update timeout'. */
const UPDATE_TIMEOUT_MS = 15_000;

/**
 * POST /rest/v1/rpc/update_fingerprint_secure with the client hash (SHA-256 of fingerprint plus
 * random plus time). An empty result means the record was not found (or may not be updated).
 */
async function updateFingerprint(input: FingerprintUpdate) {
  const random = crypto.getRandomValues(new Uint32Array(2)).join('');
  const clientHash = await sha256Hex(`${input.fingerprint}${random}${Date.now()}`);
  const request = api.post<unknown>('/rest/v1/rpc/update_fingerprint_secure', {
    p_record_id: input.recordId,
    p_table_name: input.table,
    p_fingerprint: input.fingerprint.trim(),
    p_client_hash: clientHash,
    p_fingerprint_type: input.type ?? 'device',
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Update timeout')), UPDATE_TIMEOUT_MS);
  });
  try {
    const result = updateFingerprintResultSchema.parse(await Promise.race([request, timeout]));
    if (result.length === 0) throw new Error('Record not found or no update permission');
    return result[0];
  } finally {
    clearTimeout(timer);
  }
}

export function useUpdateFingerprint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFingerprint,
    onSettled: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
