import { afterEach, describe, expect, it } from 'vitest';
import {
  CURRENCY_RATES_STORAGE_KEY,
  convertFromLira,
  DEFAULT_CURRENCY_RATES,
  formatLiraPrice,
  formatMinor,
  getCurrencyRates,
  normalizeCurrencyRates,
  setCurrencyRates,
} from './price-format.js';

class MemoryStorage {
  private readonly items = new Map<string, string>();
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
afterEach(() => {
  delete g.localStorage;
});

describe('price conversion', () => {
  it('keeps lira as it is', () => {
    expect(convertFromLira(24550, 'TL', DEFAULT_CURRENCY_RATES)).toEqual({ minor: 24550, currency: 'TL' });
  });

  it('divides by <currency>_TL and rounds to whole minor units', () => {
    // 325.00 TL at 32.5 TL per dollar is 10.00 USD
    expect(convertFromLira(32500, 'USD', DEFAULT_CURRENCY_RATES)).toEqual({ minor: 1000, currency: 'USD' });
    // 100.00 TL / 35.2 = 2.8409 EUR -> 2.84
    expect(convertFromLira(10000, 'EUR', DEFAULT_CURRENCY_RATES)).toEqual({ minor: 284, currency: 'EUR' });
  });

  it('multiplies by TL_<currency> when only that pair is known', () => {
    expect(convertFromLira(10000, 'GBP', { TL_GBP: 0.025 })).toEqual({ minor: 250, currency: 'GBP' });
  });

  it('stays in lira when the rate is missing or zero', () => {
    expect(convertFromLira(10000, 'USD', { USD_TL: 0 })).toEqual({ minor: 10000, currency: 'TL' });
    expect(convertFromLira(10000, 'GBP', {})).toEqual({ minor: 10000, currency: 'TL' });
  });

  it('formats with the locale and the currency symbol, two decimals', () => {
    // lira: the one format of every app (packages/domain formatLira), as the kiosk shows it
    expect(formatMinor(123450, 'TL', 'tr-TR')).toBe('1.234,50\u00a0₺');
    expect(formatMinor(123450, 'TL', 'en-GB')).toBe('₺1,234.50');
    expect(formatMinor(755, 'USD', 'en-GB')).toBe('$7.55');
    expect(formatLiraPrice(32500, 'USD', DEFAULT_CURRENCY_RATES, 'tr-TR')).toBe('$10,00');
    expect(formatLiraPrice(41300, 'GBP', DEFAULT_CURRENCY_RATES, 'en-GB')).toBe('£10.00');
  });

  it('keeps only well-formed rates', () => {
    expect(normalizeCurrencyRates({ USD_TL: 33, EUR_TL: -1, XYZ: 2, GBP_TL: 'a', EUR_USD: 1.1 })).toEqual({
      USD_TL: 33,
      EUR_USD: 1.1,
    });
    expect(normalizeCurrencyRates(null)).toEqual({});
    expect(normalizeCurrencyRates([1])).toEqual({});
  });
});

describe('saved rates', () => {
  it('reads the defaults without a cache, then the cached rates over the defaults', () => {
    g.localStorage = new MemoryStorage();
    expect(getCurrencyRates()).toEqual(DEFAULT_CURRENCY_RATES);
    setCurrencyRates({ USD_TL: 40 });
    expect(JSON.parse((g.localStorage as MemoryStorage).getItem(CURRENCY_RATES_STORAGE_KEY) ?? '')).toEqual({
      USD_TL: 40,
    });
    expect(getCurrencyRates()).toEqual({ ...DEFAULT_CURRENCY_RATES, USD_TL: 40 });
    // the same snapshot object while nothing changed (React's useSyncExternalStore needs this)
    expect(getCurrencyRates()).toBe(getCurrencyRates());
  });

  it('ignores a broken cache', () => {
    g.localStorage = new MemoryStorage();
    (g.localStorage as MemoryStorage).setItem(CURRENCY_RATES_STORAGE_KEY, '{not json');
    expect(getCurrencyRates()).toEqual(DEFAULT_CURRENCY_RATES);
  });
});
