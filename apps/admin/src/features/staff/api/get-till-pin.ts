import { tillPinStateSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export const tillPinKey = (id: string) => [...staffKeys.member(id), 'till-pin'] as const;

/** GET /rest/v1/staff/:id/till-pin: whether the person has a till PIN (issue 34). */
async function getTillPin(id: string): Promise<boolean> {
  const answer = await api.get<{ data: unknown }>(`/rest/v1/staff/${id}/till-pin`);
  return tillPinStateSchema.parse(answer.data).has_till_pin;
}

export function useTillPin(id: string, enabled: boolean) {
  return useQuery({ queryKey: tillPinKey(id), queryFn: () => getTillPin(id), enabled });
}
