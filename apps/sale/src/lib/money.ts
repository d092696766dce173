import { formatMinor } from '@kiosk/ui';

/** Lira in Turkish formatting (1.234,50 ₺) whatever the language: the till counts lira. */
export function formatTl(minor: number): string {
  return formatMinor(minor, 'TL', 'tr-TR');
}
