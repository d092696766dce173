import { formatLira } from '@kiosk/domain';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/use-language.js';
import { readStorage, writeStorage } from '../lib/local-storage.js';
import { type CurrencyCode, isCurrencyCode, useCurrency } from './currency.js';

/** Conversion rates keyed by pair: `USD_TL: 32.5` means one US dollar is 32.5 lira. */
export type CurrencyRates = Record<string, number>;

/** Spec section 9: the default conversion rates. */
export const DEFAULT_CURRENCY_RATES: Readonly<CurrencyRates> = Object.freeze({
  USD_TL: 32.5,
  EUR_TL: 35.2,
  GBP_TL: 41.3,
  USD_EUR: 0.92,
  EUR_USD: 1.09,
  GBP_USD: 1.27,
  USD_GBP: 0.79,
  EUR_GBP: 0.86,
  GBP_EUR: 1.17,
});

/** Local storage key of the saved conversion rates (spec section 3, "Local storage"). */
export const CURRENCY_RATES_STORAGE_KEY = 'currencyRates';

/** ISO 4217 codes for Intl formatting; the product calls the lira 'TL'. */
const ISO_CODES: Record<CurrencyCode, string> = { TL: 'TRY', USD: 'USD', EUR: 'EUR', GBP: 'GBP' };

const PAIR = /^(TL|USD|EUR|GBP)_(TL|USD|EUR|GBP)$/;

/** Keeps only well-formed pairs with finite, non-negative rates. */
export function normalizeCurrencyRates(value: unknown): CurrencyRates {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const rates: CurrencyRates = {};
  for (const [pair, rate] of Object.entries(value)) {
    if (PAIR.test(pair) && typeof rate === 'number' && Number.isFinite(rate) && rate >= 0) rates[pair] = rate;
  }
  return rates;
}

/**
 * Converts an amount in lira minor units (kuruş) into the minor units of `currency`, using the
 * rate `<currency>_TL` (divide) or `TL_<currency>` (multiply). Without a usable rate the amount
 * stays in lira, so a price is never shown as zero or infinite.
 */
export function convertFromLira(
  minor: number,
  currency: CurrencyCode,
  rates: CurrencyRates,
): { minor: number; currency: CurrencyCode } {
  if (currency === 'TL') return { minor, currency };
  const toLira = rates[`${currency}_TL`];
  if (typeof toLira === 'number' && toLira > 0) return { minor: Math.round(minor / toLira), currency };
  const fromLira = rates[`TL_${currency}`];
  if (typeof fromLira === 'number' && fromLira > 0) return { minor: Math.round(minor * fromLira), currency };
  return { minor, currency: 'TL' };
}

/**
 * Formats minor units with two decimals and the currency's symbol for a locale: lira in the one
 * format of every app (packages/domain formatLira: 245,50 ₺ / ₺245.50), others as Intl does ($7.55).
 */
// a NumberFormat is costly to make; a till formats hundreds of prices per keystroke
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMinor(minor: number, currency: CurrencyCode, locale: string): string {
  if (currency === 'TL') return formatLira(minor, locale);
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: ISO_CODES[currency],
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(minor / 100);
}

/** A lira price shown in the chosen currency, converted with the rates. */
export function formatLiraPrice(
  minor: number,
  currency: CurrencyCode,
  rates: CurrencyRates,
  locale: string,
): string {
  const converted = convertFromLira(minor, currency, rates);
  return formatMinor(converted.minor, converted.currency, locale);
}

// The saved rates, shared by every component and tab ------------------------------------------

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedRates: CurrencyRates = DEFAULT_CURRENCY_RATES;

/** The rates saved in the settings (cached locally), or the defaults. */
export function getCurrencyRates(): CurrencyRates {
  const raw = readStorage(CURRENCY_RATES_STORAGE_KEY);
  if (raw === cachedRaw) return cachedRates;
  cachedRaw = raw;
  let parsed: unknown = null;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const rates = normalizeCurrencyRates(parsed);
  cachedRates =
    Object.keys(rates).length > 0 ? { ...DEFAULT_CURRENCY_RATES, ...rates } : DEFAULT_CURRENCY_RATES;
  return cachedRates;
}

/** Caches the rates locally (after they were read from or saved to the server). */
export function setCurrencyRates(rates: CurrencyRates): void {
  writeStorage(CURRENCY_RATES_STORAGE_KEY, JSON.stringify(normalizeCurrencyRates(rates)));
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_RATES_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function useCurrencyRates(): CurrencyRates {
  return useSyncExternalStore(subscribe, getCurrencyRates, () => DEFAULT_CURRENCY_RATES);
}

export interface PriceFormatter {
  currency: CurrencyCode;
  /** A lira price (minor units) in the chosen currency, formatted for the current language. */
  formatPrice: (minor: number) => string;
  /** Minor units of an explicit currency, formatted for the current language (no conversion). */
  formatAmount: (minor: number, currency: CurrencyCode) => string;
}

/** Formats lira prices in the currency chosen in the top bar, converted with the saved rates. */
export function usePriceFormatter(): PriceFormatter {
  const [currency] = useCurrency();
  const rates = useCurrencyRates();
  const { locale } = useLanguage();
  const formatPrice = useCallback(
    (minor: number) => formatLiraPrice(minor, currency, rates, locale),
    [currency, rates, locale],
  );
  const formatAmount = useCallback(
    (minor: number, code: CurrencyCode) => formatMinor(minor, isCurrencyCode(code) ? code : 'TL', locale),
    [locale],
  );
  return useMemo(() => ({ currency, formatPrice, formatAmount }), [currency, formatPrice, formatAmount]);
}
