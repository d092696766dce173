import { isCustomerInfoSettingShape } from '@kiosk/contracts';
import { type CustomerInfoSetting, DEFAULT_CUSTOMER_INFO_SETTING } from '@kiosk/domain';
import type { ApiClient } from '../api/api-client.js';
import { readJsonStorage, writeStorage } from '../lib/local-storage.js';
import { loadServerSchemas } from '../validation/load-server-schemas.js';

/** Local storage key of the cached customer-info setting (spec section 3, "Local storage"). */
export const CUSTOMER_INFO_STORAGE_KEY = 'customer_info_settings';

/**
 * The cached setting, else the defaults (enabled, 6000 TL, equal or greater). Read when the app
 * starts, so checked without zod (the setting's shape, as its schema says).
 */
export function cachedCustomerInfoSetting(): CustomerInfoSetting {
  const cached: unknown = readJsonStorage(CUSTOMER_INFO_STORAGE_KEY);
  return isCustomerInfoSettingShape(cached) ? (cached as CustomerInfoSetting) : DEFAULT_CUSTOMER_INFO_SETTING;
}

/**
 * Reads `customer_info_min_amount` from the server (kiosk and till) and caches it; when the server
 * cannot be read, the cached value (else the defaults) is answered.
 */
export async function fetchCustomerInfoSetting(api: ApiClient): Promise<CustomerInfoSetting> {
  try {
    const rows = await api.get<Array<{ key: string; value: unknown }>>('/rest/v1/settings', {
      query: { key: 'customer_info_min_amount' },
    });
    const row = rows.find((r) => r.key === 'customer_info_min_amount');
    const { settingValueSchemas } = await loadServerSchemas();
    const parsed = settingValueSchemas.customer_info_min_amount.safeParse(row?.value);
    const value = parsed.success ? parsed.data : DEFAULT_CUSTOMER_INFO_SETTING;
    writeStorage(CUSTOMER_INFO_STORAGE_KEY, JSON.stringify(value));
    return value;
  } catch {
    return cachedCustomerInfoSetting();
  }
}
