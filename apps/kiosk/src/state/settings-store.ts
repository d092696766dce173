import { WELCOME_PAGE_DEFAULTS, type WelcomePageSettings } from '@kiosk/contracts';
import type { CustomerInfoSetting } from '@kiosk/domain';
import {
  cachedCustomerInfoSetting,
  createStore,
  fetchCustomerInfoSetting,
  loadServerSchemas,
  useStore,
} from '@kiosk/ui';
import { api } from '../lib/session';

// Customer-info threshold ------------------------------------------------------------------

const customerInfoStore = createStore<CustomerInfoSetting>(cachedCustomerInfoSetting());

export function useCustomerInfoSetting(): CustomerInfoSetting {
  return useStore(customerInfoStore);
}

/**
 * Reads `customer_info_min_amount` from the server and caches it (shared loader, see
 * fetchCustomerInfoSetting); when the server cannot be read, the cached value (else the defaults:
 * enabled, 6000 TL, equal or greater) stays.
 */
export async function loadCustomerInfoSetting(): Promise<void> {
  // Read at the same moments (start, realtime reload, reconnect): the pay-at-the-counter switch.
  void loadPayAtCounterSetting();
  customerInfoStore.set(await fetchCustomerInfoSetting(api));
}

// Pay at the counter ---------------------------------------------------------------------------

/** Whether the payment step offers "pay at the counter" (setting pay_at_counter; off by default). */
const payAtCounterStore = createStore<boolean>(false);

export function usePayAtCounter(): boolean {
  return useStore(payAtCounterStore);
}

/** Reads `pay_at_counter`; when the server cannot be read the last value stays (the server refuses when off). */
async function loadPayAtCounterSetting(): Promise<void> {
  try {
    const rows = await api.get<Array<{ key: string; value: unknown }>>('/rest/v1/settings', {
      query: { key: 'pay_at_counter' },
    });
    payAtCounterStore.set(rows.find((r) => r.key === 'pay_at_counter')?.value === true);
  } catch {
    // keep the last value
  }
}

// Welcome page -------------------------------------------------------------------------------

const welcomeStore = createStore<{ settings: WelcomePageSettings; loaded: boolean }>({
  settings: WELCOME_PAGE_DEFAULTS,
  loaded: false,
});

export function useWelcomeSettings() {
  return useStore(welcomeStore);
}

export async function loadWelcomeSettings(): Promise<void> {
  try {
    const [body, { welcomePageSettingsSchema }] = await Promise.all([
      api.get<unknown>('/rest/v1/welcome_page_settings'),
      loadServerSchemas(),
    ]);
    const parsed = welcomePageSettingsSchema.safeParse(body);
    welcomeStore.set({ settings: parsed.success ? parsed.data : WELCOME_PAGE_DEFAULTS, loaded: true });
  } catch {
    welcomeStore.set((state) => ({ ...state, loaded: true }));
  }
}
