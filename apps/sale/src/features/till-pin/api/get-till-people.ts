import { type TillPinPerson, tillPinPersonSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/session';
import { unwrap } from './unwrap';

/** POST /auth/v1/till/cashiers: who may sell at this till with a PIN (the credential in the body). */
async function getTillPeople(tillToken: string, signal?: AbortSignal): Promise<TillPinPerson[]> {
  const body = await api.post<unknown>(
    '/auth/v1/till/cashiers',
    { till_token: tillToken },
    { accessToken: null, ...(signal ? { signal } : {}) },
  );
  return z.array(tillPinPersonSchema).parse(unwrap(body));
}

export function useTillPeople(tillToken: string) {
  return useQuery({
    queryKey: ['till-pin', 'people', tillToken] as const,
    queryFn: ({ signal }) => getTillPeople(tillToken, signal),
    staleTime: 30_000,
    retry: false,
  });
}
