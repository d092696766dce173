import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** POST /rest/v1/rpc/kick_kiosk_session_by_id: true when a session was ended (the kiosk hears kick_user). */
async function kickSession(input: { sessionId: string; reason?: string }): Promise<boolean> {
  const body = await api.post<unknown>('/rest/v1/rpc/kick_kiosk_session_by_id', {
    p_session_id: input.sessionId,
    ...(input.reason ? { p_reason: input.reason } : {}),
  });
  return z.boolean().parse(body);
}

export function useKickSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: kickSession,
    onSettled: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
