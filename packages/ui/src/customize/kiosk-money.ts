/**
 * Money on the kiosk is integer minor units (kuruş); this only turns it into text, Turkish style
 * (`1.234,50 ₺`) in both languages, with a non-breaking space before the lira sign.
 */
const number = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatTry(minor: number): string {
  return `${number.format(minor / 100)}\u00a0₺`;
}

/** A price difference for option buttons: `+10,00 ₺`. */
export function formatTryDelta(minor: number): string {
  return `${minor < 0 ? '−' : '+'}${formatTry(Math.abs(minor))}`;
}
