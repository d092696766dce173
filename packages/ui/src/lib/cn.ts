import { type ClassValue, clsx } from 'clsx';

/** Joins class names (clsx). */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
