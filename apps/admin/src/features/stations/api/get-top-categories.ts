import { categorySchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { stationCategoryChoices } from '../utils/station-categories';
import { stationKeys } from './station-keys';

/** GET /rest/v1/categories: the main categories a station may cook (a product's category decides its station). */
async function getTopCategories(): Promise<Array<{ id: string; name: string }>> {
  const body = await api.get<unknown>('/rest/v1/categories');
  return stationCategoryChoices(z.array(categorySchema).parse(body)).map((c) => ({ id: c.id, name: c.name }));
}

export function useTopCategories() {
  return useQuery({ queryKey: stationKeys.categories, queryFn: getTopCategories });
}
