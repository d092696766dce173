/** Money is integer minor units (kuruş for TRY). Never floats in arithmetic. */
export type Minor = number;

export function assertMinor(value: number, name = 'amount'): Minor {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer number of minor units`);
  return value;
}

/** Parses a decimal string such as "245.50" or "245,50" into minor units, exactly. */
export function parseMajor(text: string): Minor | undefined {
  const match = /^\s*(-)?(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -value : value;
}

/** Formats minor units as a major-unit decimal string with two places ("245.50"). */
export function toMajorString(minor: Minor): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Extracts the VAT contained in a VAT-inclusive total: total * rate / (100 + rate), rounded half up. */
export function vatOfInclusive(total: Minor, ratePercent: number): Minor {
  assertMinor(total, 'total');
  return Math.round((total * ratePercent) / (100 + ratePercent));
}

const LIRA_NUMBERS = {
  tr: new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/**
 * Lira as every app shows it, one format per language: Turkish `1.234,50 ₺` (a no-break space
 * before the sign), English `₺1,234.50`; a negative amount has its minus in front. `language` is a
 * language or a locale (`tr`, `en`, `tr-TR`, `en-GB`); anything not English is Turkish.
 */
export function formatLira(minor: Minor, language: string): string {
  const english = language.toLowerCase().startsWith('en');
  const number = (english ? LIRA_NUMBERS.en : LIRA_NUMBERS.tr).format(Math.abs(minor) / 100);
  const sign = minor < 0 ? '-' : '';
  return english ? `${sign}₺${number}` : `${sign}${number}\u00a0₺`;
}
