import { type SoldOutProduct, soldOutProductSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../session';

/** Every "86" query (the marks, a station's products) starts with this key: a change refreshes them all. */
export const SOLD_OUT_QUERY_KEY = ['sold-out'] as const;

/** GET /functions/v1/sold-out: the products marked sold out now, with who, when, until when and the count left. */
async function getSoldOut(signal?: AbortSignal): Promise<SoldOutProduct[]> {
  const response = await api.get<{ success: true; data: unknown }>('/functions/v1/sold-out', {
    ...(signal ? { signal } : {}),
  });
  return z.array(soldOutProductSchema).parse(response.data);
}

/** The marks now, by product id (the till's tiles show the count left, the dialog who marked it). */
export function useSoldOutMarks() {
  return useQuery({
    queryKey: [...SOLD_OUT_QUERY_KEY, 'marks'],
    queryFn: ({ signal }) => getSoldOut(signal),
    select: (list) => new Map(list.map((product) => [product.id, product])),
  });
}
