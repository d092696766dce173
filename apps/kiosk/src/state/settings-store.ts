import { settingValueSchemas, type WelcomePageSettings, welcomePageSettingsSchema } from '@kiosk/contracts';
import { type CustomerInfoSetting, DEFAULT_CUSTOMER_INFO_SETTING } from '@kiosk/domain';
import { createStore, readJsonStorage, useStore, writeStorage } from '@kiosk/ui';
import { api } from '../lib/session';

// Customer-info threshold ------------------------------------------------------------------

/** Local storage key of the cached setting (spec section 3, "Local storage"). */
export const CUSTOMER_INFO_STORAGE_KEY = 'customer_info_settings';

const customerInfoSchema = settingValueSchemas.customer_info_min_amount;

function cachedCustomerInfo(): CustomerInfoSetting {
  const parsed = customerInfoSchema.safeParse(readJsonStorage(CUSTOMER_INFO_STORAGE_KEY));
  return parsed.success ? parsed.data : DEFAULT_CUSTOMER_INFO_SETTING;
}

export const customerInfoStore = createStore<CustomerInfoSetting>(cachedCustomerInfo());

export function useCustomerInfoSetting(): CustomerInfoSetting {
  return useStore(customerInfoStore);
}

/**
 * Reads `customer_info_min_amount` from the server and caches it; when the server cannot be
 * read, the cached value (else the defaults: enabled, 6000 TL, equal or greater) stays.
 */
export async function loadCustomerInfoSetting(): Promise<void> {
  try {
    const rows = await api.get<Array<{ key: string; value: unknown }>>('/rest/v1/settings', {
      query: { key: 'customer_info_min_amount' },
    });
    const row = rows.find((r) => r.key === 'customer_info_min_amount');
    const parsed = customerInfoSchema.safeParse(row?.value);
    const value = parsed.success ? parsed.data : DEFAULT_CUSTOMER_INFO_SETTING;
    writeStorage(CUSTOMER_INFO_STORAGE_KEY, JSON.stringify(value));
    customerInfoStore.set(value);
  } catch {
    customerInfoStore.set(cachedCustomerInfo());
  }
}

// Welcome page -------------------------------------------------------------------------------

/** Spec section 9: what the welcome page shows when nothing was saved (or it cannot be read). */
export const WELCOME_DEFAULTS: WelcomePageSettings = {
  slider_enabled: true,
  slider_speed: 30,
  slider_infinite: true,
  background_video_url: null,
  background_video_enabled: false,
  show_language_selector: true,
  show_kiosk_id: true,
  custom_welcome_text: { tr: 'Hoş Geldiniz', en: 'Welcome' },
  custom_subtitle_text: { tr: 'Lezzetli Seçimler Sizi Bekliyor', en: 'Delicious Choices Await You' },
  selected_products: [],
  updated_at: null,
};

export const welcomeStore = createStore<{ settings: WelcomePageSettings; loaded: boolean }>({
  settings: WELCOME_DEFAULTS,
  loaded: false,
});

export function useWelcomeSettings() {
  return useStore(welcomeStore);
}

export async function loadWelcomeSettings(): Promise<void> {
  try {
    const body = await api.get<unknown>('/rest/v1/welcome_page_settings');
    const parsed = welcomePageSettingsSchema.safeParse(body);
    welcomeStore.set({ settings: parsed.success ? parsed.data : WELCOME_DEFAULTS, loaded: true });
  } catch {
    welcomeStore.set((state) => ({ ...state, loaded: true }));
  }
}
