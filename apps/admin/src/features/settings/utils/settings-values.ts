import { SUCCESS_SCREEN_SECONDS, settingValueSchemas } from '@kiosk/contracts';
import { DEFAULT_CUSTOMER_INFO_SETTING, type ThresholdOperator } from '@kiosk/domain';
import { DEFAULT_LANGUAGE, type Language, normalizeLanguage } from '@kiosk/i18n';
import {
  CURRENCY_RATES_STORAGE_KEY,
  type CurrencyCode,
  type CurrencyRates,
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_RATES,
  isCurrencyCode,
  normalizeCurrencyRates,
  readStorage,
  setCurrencyRates,
  writeStorage,
} from '@kiosk/ui';

/** The settings page's values (spec section 3, "Settings"). */
export interface AppSettings {
  defaultLanguage: Language;
  defaultCurrency: CurrencyCode;
  currencyRates: CurrencyRates;
  customerInfo: { enabled: boolean; amount: number; operator: ThresholdOperator };
  showProductImages: boolean;
  /** Kiosk customers may pay at a till (their order is an open order there). */
  payAtCounter: boolean;
  /** Seconds the kiosk's success screen stays (spec: 3; 3-60). */
  successScreenSeconds: number;
  /** Issue 32: no cash at a till without an open till session (absent on the server: on). */
  tillSessionsRequired: boolean;
  /** Issue 32: a close or handover count this far (kuruş) from the expected cash needs a note. */
  tillNoteThresholdMinor: number;
}

/** Spec section 9: language tr, currency TL, the default rates, customer info 6000 / >=, images on. */
export const DEFAULT_SETTINGS: AppSettings = {
  defaultLanguage: DEFAULT_LANGUAGE,
  defaultCurrency: DEFAULT_CURRENCY,
  currencyRates: { ...DEFAULT_CURRENCY_RATES },
  customerInfo: { ...DEFAULT_CUSTOMER_INFO_SETTING },
  showProductImages: true,
  payAtCounter: false,
  successScreenSeconds: SUCCESS_SCREEN_SECONDS.default,
  tillSessionsRequired: true,
  tillNoteThresholdMinor: 5000,
};

/** The conversion pairs the page offers, in the spec's order. */
export const RATE_PAIRS = Object.keys(DEFAULT_CURRENCY_RATES);

export const THRESHOLD_OPERATORS: readonly ThresholdOperator[] = ['equal', 'equal_or_greater', 'greater'];

/** Local storage keys of the settings cache (spec section 3, "Local storage"). */
const SETTINGS_STORAGE_KEYS = {
  defaultLanguage: 'defaultLanguage',
  /** The interface language; read when no default language was cached. */
  language: 'language',
  defaultCurrency: 'defaultCurrency',
  /** The chosen display currency; read when no default currency was cached. */
  currency: 'currency',
  currencyRates: CURRENCY_RATES_STORAGE_KEY,
  customerInfo: 'customer_info_settings',
  showImages: 'showImages',
} as const;

export interface SettingRow {
  key: string;
  value: unknown;
}

type SettingKey = keyof typeof settingValueSchemas;
type SettingValue<K extends SettingKey> = (typeof settingValueSchemas)[K]['_output'];

/** A setting's value when it is valid for its key (the server's own schema), else undefined. */
function parsed<K extends SettingKey>(key: K, value: unknown): SettingValue<K> | undefined {
  const result = settingValueSchemas[key].safeParse(value);
  return result.success ? (result.data as SettingValue<K>) : undefined;
}

/** Settings from the server's rows; a key that is missing or malformed keeps the fallback's value. */
export function settingsFromRows(
  rows: readonly SettingRow[],
  fallback: AppSettings = DEFAULT_SETTINGS,
): AppSettings {
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const language = parsed('default_language', byKey.get('default_language'));
  const currency = parsed('default_currency', byKey.get('default_currency'));
  const rates = parsed('currency_rates', byKey.get('currency_rates'));
  const customerInfo = parsed('customer_info_min_amount', byKey.get('customer_info_min_amount'));
  const images = parsed('show_product_images', byKey.get('show_product_images'));
  const atCounter = parsed('pay_at_counter', byKey.get('pay_at_counter'));
  const successSeconds = parsed('success_screen_seconds', byKey.get('success_screen_seconds'));
  const tillRequired = parsed('till_sessions_required', byKey.get('till_sessions_required'));
  const tillThreshold = parsed(
    'till_difference_note_threshold_minor',
    byKey.get('till_difference_note_threshold_minor'),
  );
  return {
    defaultLanguage: language ?? fallback.defaultLanguage,
    defaultCurrency: currency ?? fallback.defaultCurrency,
    currencyRates: rates
      ? { ...fallback.currencyRates, ...normalizeCurrencyRates(rates) }
      : fallback.currencyRates,
    customerInfo: customerInfo ?? fallback.customerInfo,
    showProductImages: images ?? fallback.showProductImages,
    payAtCounter: atCounter ?? fallback.payAtCounter,
    successScreenSeconds: successSeconds ?? fallback.successScreenSeconds,
    tillSessionsRequired: tillRequired ?? fallback.tillSessionsRequired,
    tillNoteThresholdMinor: tillThreshold ?? fallback.tillNoteThresholdMinor,
  };
}

function readJson(key: string): unknown {
  const raw = readStorage(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The settings cached on this device, over the defaults (used when the server cannot be read). */
export function readCachedSettings(): AppSettings {
  const language =
    readStorage(SETTINGS_STORAGE_KEYS.defaultLanguage) ?? readStorage(SETTINGS_STORAGE_KEYS.language);
  const currency =
    readStorage(SETTINGS_STORAGE_KEYS.defaultCurrency) ?? readStorage(SETTINGS_STORAGE_KEYS.currency);
  const rates = normalizeCurrencyRates(readJson(SETTINGS_STORAGE_KEYS.currencyRates));
  const customerInfo = parsed('customer_info_min_amount', readJson(SETTINGS_STORAGE_KEYS.customerInfo));
  const images = readStorage(SETTINGS_STORAGE_KEYS.showImages);
  return {
    defaultLanguage: language ? normalizeLanguage(language) : DEFAULT_SETTINGS.defaultLanguage,
    defaultCurrency: isCurrencyCode(currency) ? currency : DEFAULT_SETTINGS.defaultCurrency,
    currencyRates: { ...DEFAULT_SETTINGS.currencyRates, ...rates },
    customerInfo: customerInfo ?? DEFAULT_SETTINGS.customerInfo,
    showProductImages: images === null ? DEFAULT_SETTINGS.showProductImages : images !== 'false',
    // Not cached: the server decides (it refuses a counter order while the setting is off).
    payAtCounter: DEFAULT_SETTINGS.payAtCounter,
    successScreenSeconds: DEFAULT_SETTINGS.successScreenSeconds,
    tillSessionsRequired: DEFAULT_SETTINGS.tillSessionsRequired,
    tillNoteThresholdMinor: DEFAULT_SETTINGS.tillNoteThresholdMinor,
  };
}

/** Caches the settings on this device; the rates also reach every price shown in the apps' tabs. */
export function writeCachedSettings(settings: AppSettings): void {
  writeStorage(SETTINGS_STORAGE_KEYS.defaultLanguage, settings.defaultLanguage);
  writeStorage(SETTINGS_STORAGE_KEYS.defaultCurrency, settings.defaultCurrency);
  writeStorage(SETTINGS_STORAGE_KEYS.customerInfo, JSON.stringify(settings.customerInfo));
  writeStorage(SETTINGS_STORAGE_KEYS.showImages, String(settings.showProductImages));
  setCurrencyRates(settings.currencyRates);
}

/** The PUT /rest/v1/settings/:key calls that save the settings, one per key. */
export function settingWrites(settings: AppSettings): Array<{ key: SettingKey; value: unknown }> {
  return [
    { key: 'default_language', value: settings.defaultLanguage },
    { key: 'default_currency', value: settings.defaultCurrency },
    { key: 'currency_rates', value: settings.currencyRates },
    { key: 'customer_info_min_amount', value: settings.customerInfo },
    { key: 'show_product_images', value: settings.showProductImages },
    { key: 'pay_at_counter', value: settings.payAtCounter },
    { key: 'success_screen_seconds', value: settings.successScreenSeconds },
    { key: 'till_sessions_required', value: settings.tillSessionsRequired },
    { key: 'till_difference_note_threshold_minor', value: settings.tillNoteThresholdMinor },
  ];
}

/**
 * Spec section 5: a number input whose text is not a valid non-negative number becomes 0.
 * `decimals` rounds what was typed (2 for rates, as their step is 0.01).
 */
export function numberOrZero(text: string, decimals?: number): number {
  const value = Number(text.replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return 0;
  if (decimals === undefined) return value;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
