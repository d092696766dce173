import { formatMinor, useLanguage } from '@kiosk/ui';
import { useCallback } from 'react';

/** Lira as the till shows every amount, the one format of every app (tr: 1.234,50 ₺, en: ₺1,234.50). */
export function useFormatTl(): (minor: number) => string {
  const { locale } = useLanguage();
  return useCallback((minor: number) => formatMinor(minor, 'TL', locale), [locale]);
}
