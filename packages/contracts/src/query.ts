import { z } from 'zod';

const DIGITS = /^[0-9]{1,15}$/;

/**
 * A whole number from a query string: only plain digits ("12") become a number. Everything else
 * ("true", "1e3", "0x10", " 12", "12.0", "") stays as it came and is refused, naming the field;
 * a JSON number is taken as it is. `z.coerce.number()` would take most of those (and `true` as 1).
 */
export function queryInt(min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value),
    z.number({ error: 'must be a whole number (digits only)' }).int().min(min).max(max),
  );
}
