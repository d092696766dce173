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
