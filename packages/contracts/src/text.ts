import { z } from 'zod';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. Postgres refuses
 * U+0000 in text and jsonb (a request carrying one used to end in a 500); the others have no place
 * in anything a person or device types, and hide text in logs and on screens.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** True when a string holds a character `text()` refuses. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/**
 * The string type of every request field: a zod string that refuses U+0000 and the other C0
 * control characters (tab, line feed and carriage return are allowed). Chain it like z.string().
 */
export function text(): z.ZodString {
  return z.string().refine((v) => !hasControlCharacter(v), CONTROL_CHARACTER_MESSAGE) as z.ZodString;
}

/**
 * Where a control character hides in any JSON-like value (request bodies, query strings, path
 * parameters), as field paths such as `translations.en.name` or `metadata.<key>` for a bad key.
 * Stops after `limit` findings.
 */
export function controlCharacterPaths(value: unknown, prefix: string[] = [], limit = 10): string[] {
  const found: string[] = [];
  const visit = (v: unknown, path: string[]): void => {
    if (found.length >= limit) return;
    if (typeof v === 'string') {
      if (hasControlCharacter(v)) found.push(path.join('.'));
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => {
        visit(item, [...path, String(i)]);
      });
    } else if (isPlainObject(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (hasControlCharacter(key)) {
          found.push([...path, key.replace(CONTROL_CHARACTERS, '?')].join('.'));
          continue;
        }
        visit(item, [...path, key]);
      }
    }
  };
  visit(value, prefix);
  return found;
}
