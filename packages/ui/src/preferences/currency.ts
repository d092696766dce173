import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../lib/local-storage.js';

/** Spec section 9: currencies offered, with their symbols; TL is the default. */
export const CURRENCIES = [
  { code: 'TL', symbol: '₺' },
  { code: 'USD', symbol: '$' },
  { code: 'EUR', symbol: '€' },
  { code: 'GBP', symbol: '£' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const DEFAULT_CURRENCY: CurrencyCode = 'TL';

/** Local storage key of the chosen currency (spec section 3, "Local storage"). */
export const CURRENCY_STORAGE_KEY = 'currency';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return CURRENCIES.some((currency) => currency.code === value);
}

export function currencySymbol(code: CurrencyCode): string {
  return CURRENCIES.find((currency) => currency.code === code)?.symbol ?? code;
}

const listeners = new Set<() => void>();

export function getCurrency(): CurrencyCode {
  const stored = readStorage(CURRENCY_STORAGE_KEY);
  return isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}

export function setCurrency(code: CurrencyCode): void {
  writeStorage(CURRENCY_STORAGE_KEY, code);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The chosen currency, shared by every component and tab. */
export function useCurrency(): [CurrencyCode, (code: CurrencyCode) => void] {
  const currency = useSyncExternalStore(subscribe, getCurrency, () => DEFAULT_CURRENCY);
  return [currency, setCurrency];
}
