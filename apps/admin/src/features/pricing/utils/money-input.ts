import { parseMajor, toMajorString } from '@kiosk/domain';

/** A lira amount as the forms show it ("12.50"), from kuruş. */
export const liraText = (minor: number): string => toMajorString(minor);

/** A typed lira amount ("12,50", "12.5", "-3") in kuruş; undefined when it is not an amount. */
export const kurusOf = (text: string): number | undefined => parseMajor(text.trim());

/** zod refine helper: a typed amount that parses (negatives only when allowed). */
export const isAmount = (text: string, allowNegative = false): boolean => {
  const value = kurusOf(text);
  return value !== undefined && (allowNegative || value >= 0);
};
