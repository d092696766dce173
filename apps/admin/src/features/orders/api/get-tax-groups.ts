import { api } from '../../../lib/api-client';

export interface TaxGroupRate {
  id: string;
  rate: number;
}

/** GET /rest/v1/tax_groups: the VAT rates a new order line takes from its product's tax group. */
export function getTaxGroups(signal?: AbortSignal): Promise<TaxGroupRate[]> {
  return api.get<TaxGroupRate[]>('/rest/v1/tax_groups', signal ? { signal } : {});
}
