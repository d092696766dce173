import { formatLira } from '@kiosk/domain';

/** The page's language (createAppI18n keeps `<html lang>` in step with every language change). */
function pageLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'tr';
}

/**
 * Money on the kiosk is integer minor units (kuruş); this only turns it into text, in the one lira
 * format of every app (packages/domain formatLira): `1.234,50 ₺` in Turkish, `₺1,234.50` in English.
 */
export function formatTry(minor: number, language: string = pageLanguage()): string {
  return formatLira(minor, language);
}

/** A price difference for option buttons: `+10,00 ₺`. */
export function formatTryDelta(minor: number, language: string = pageLanguage()): string {
  return `${minor < 0 ? '−' : '+'}${formatTry(Math.abs(minor), language)}`;
}
