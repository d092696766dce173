import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  numberOrZero,
  RATE_PAIRS,
  readCachedSettings,
  settingsFromRows,
  settingWrites,
  writeCachedSettings,
} from './settings-values';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
const g = globalThis as { localStorage?: unknown };
const useStorage = () => {
  const storage = new MemoryStorage();
  g.localStorage = storage;
  return storage;
};
afterEach(() => {
  delete g.localStorage;
});

describe('settings values', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      defaultLanguage: 'tr',
      defaultCurrency: 'TL',
      currencyRates: {
        USD_TL: 32.5,
        EUR_TL: 35.2,
        GBP_TL: 41.3,
        USD_EUR: 0.92,
        EUR_USD: 1.09,
        GBP_USD: 1.27,
        USD_GBP: 0.79,
        EUR_GBP: 0.86,
        GBP_EUR: 1.17,
      },
      customerInfo: { enabled: true, amount: 6000, operator: 'equal_or_greater' },
      showProductImages: true,
      payAtCounter: false,
      successScreenSeconds: 3,
      tillSessionsRequired: true,
      tillNoteThresholdMinor: 5000,
    });
    expect(RATE_PAIRS).toHaveLength(9);
  });

  it('reads the server rows, keeping the fallback for missing or malformed keys', () => {
    const settings = settingsFromRows([
      { key: 'default_language', value: 'en' },
      { key: 'default_currency', value: 'JPY' },
      { key: 'currency_rates', value: { USD_TL: 40 } },
      { key: 'customer_info_min_amount', value: { enabled: false, amount: 7500, operator: 'greater' } },
      { key: 'show_product_images', value: 'yes' },
      { key: 'pay_at_counter', value: true },
      { key: 'success_screen_seconds', value: 15 },
      { key: 'till_sessions_required', value: false },
      { key: 'till_difference_note_threshold_minor', value: 12_345 },
    ]);
    expect(settings).toEqual({
      ...DEFAULT_SETTINGS,
      defaultLanguage: 'en',
      currencyRates: { ...DEFAULT_SETTINGS.currencyRates, USD_TL: 40 },
      customerInfo: { enabled: false, amount: 7500, operator: 'greater' },
      payAtCounter: true,
      successScreenSeconds: 15,
      tillSessionsRequired: false,
      tillNoteThresholdMinor: 12_345,
    });
    // out of bounds: the default stays
    expect(settingsFromRows([{ key: 'success_screen_seconds', value: 90 }]).successScreenSeconds).toBe(3);
    // a fractional or negative threshold is not kuruş: the default stays
    for (const value of [12.5, -1, '5000'])
      expect(
        settingsFromRows([{ key: 'till_difference_note_threshold_minor', value }]).tillNoteThresholdMinor,
      ).toBe(5000);
  });

  it('writes the local cache under the spec keys and reads it back', () => {
    const storage = useStorage();
    const settings = {
      ...DEFAULT_SETTINGS,
      defaultLanguage: 'en' as const,
      defaultCurrency: 'EUR' as const,
      currencyRates: { ...DEFAULT_SETTINGS.currencyRates, EUR_TL: 36 },
      customerInfo: { enabled: true, amount: 5000, operator: 'equal' as const },
      showProductImages: false,
    };
    writeCachedSettings(settings);
    expect(Object.fromEntries(storage.items)).toEqual({
      defaultLanguage: 'en',
      defaultCurrency: 'EUR',
      currencyRates: JSON.stringify(settings.currencyRates),
      customer_info_settings: JSON.stringify(settings.customerInfo),
      showImages: 'false',
    });
    expect(readCachedSettings()).toEqual(settings);
  });

  it('falls back to language and currency, then to the defaults', () => {
    const storage = useStorage();
    expect(readCachedSettings()).toEqual(DEFAULT_SETTINGS);
    storage.setItem('language', 'en');
    storage.setItem('currency', 'GBP');
    storage.setItem('customer_info_settings', '{broken');
    expect(readCachedSettings()).toMatchObject({
      defaultLanguage: 'en',
      defaultCurrency: 'GBP',
      customerInfo: DEFAULT_SETTINGS.customerInfo,
    });
  });

  it('saves every key the server knows', () => {
    expect(settingWrites(DEFAULT_SETTINGS).map((write) => write.key)).toEqual([
      'default_language',
      'default_currency',
      'currency_rates',
      'customer_info_min_amount',
      'show_product_images',
      'pay_at_counter',
      'success_screen_seconds',
      'till_sessions_required',
      'till_difference_note_threshold_minor',
    ]);
  });

  it('turns invalid number inputs into 0 (spec section 5)', () => {
    expect(numberOrZero('32.5', 2)).toBe(32.5);
    expect(numberOrZero('32,456', 2)).toBe(32.46);
    expect(numberOrZero('', 2)).toBe(0);
    expect(numberOrZero('abc')).toBe(0);
    expect(numberOrZero('-5')).toBe(0);
    expect(numberOrZero('6000')).toBe(6000);
  });
});
