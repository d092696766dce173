import { type KioskMessageHistoryItem, kioskMessageHistorySchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** GET /rest/v1/kiosk_messages?target_kiosk_id=: the kiosk's last 20 messages, newest first. */
async function getKioskMessages(kioskId: string): Promise<KioskMessageHistoryItem[]> {
  const body = await api.get<unknown>('/rest/v1/kiosk_messages', { query: { target_kiosk_id: kioskId } });
  return kioskMessageHistorySchema.parse(body).data;
}

/** The history; reloaded on acks (realtime) and every 5 s while a message may expire. */
export function useKioskMessages(kioskId: string | null) {
  return useQuery({
    queryKey: fleetKeys.messages(kioskId ?? ''),
    queryFn: () => getKioskMessages(kioskId ?? ''),
    enabled: kioskId !== null,
    refetchInterval: (query) => (query.state.data?.some((m) => m.status === 'pending') ? 5_000 : false),
  });
}
