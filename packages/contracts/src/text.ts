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
 * control characters (tab, line feed and carriage return are allowed) and lone surrogates. Chain
 * it like z.string().
 */
export function text(): z.ZodString {
  return z
    .string()
    .refine((v) => !hasControlCharacter(v), CONTROL_CHARACTER_MESSAGE)
    .refine((v) => !hasLoneSurrogate(v), LONE_SURROGATE_MESSAGE) as z.ZodString;
}

export const LONE_SURROGATE_MESSAGE = 'must be valid Unicode text (a lone surrogate is not)';

/** Half of a UTF-16 surrogate pair without its other half: not text, and Postgres refuses it in jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** True when a string holds half of a surrogate pair alone. */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** How deep a request value may nest (arrays and objects); no request of this API comes near. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `must not be nested more than ${MAX_JSON_DEPTH} levels deep`;

/** A field that holds text no request may carry, and why. */
export interface UnsafeTextField {
  field: string;
  message: string;
}

const textProblem = (value: string): string | null =>
  hasControlCharacter(value)
    ? CONTROL_CHARACTER_MESSAGE
    : hasLoneSurrogate(value)
      ? LONE_SURROGATE_MESSAGE
      : null;

const printableKey = (key: string) => key.replace(CONTROL_CHARACTERS, '?').replace(LONE_SURROGATES, '?');

/**
 * Where a control character or a lone surrogate hides in any JSON-like value (request bodies,
 * query strings, path parameters), as field paths such as `translations.en.name` or
 * `metadata.<key>` for a bad key. Walks without recursion: a value nested deeper than
 * MAX_JSON_DEPTH is one finding at the path prefix (`body` when there is none). Stops after `limit`
 * findings.
 */
export function unsafeTextFields(value: unknown, prefix: string[] = [], limit = 10): UnsafeTextField[] {
  type Step = { value: unknown; path: string[] } | { bad: UnsafeTextField };
  const found: UnsafeTextField[] = [];
  const stack: Step[] = [{ value, path: prefix }];
  while (stack.length > 0 && found.length < limit) {
    const step = stack.pop() as Step;
    if ('bad' in step) {
      found.push(step.bad);
      continue;
    }
    const { value: v, path } = step;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) found.push({ field: path.join('.'), message: problem });
      continue;
    }
    const children: Step[] = [];
    if (Array.isArray(v))
      for (const [i, item] of v.entries()) children.push({ value: item, path: [...path, String(i)] });
    else if (isPlainObject(v))
      for (const [key, item] of Object.entries(v)) {
        const problem = textProblem(key);
        children.push(
          problem
            ? { bad: { field: [...path, printableKey(key)].join('.'), message: problem } }
            : { value: item, path: [...path, key] },
        );
      }
    if (children.length > 0 && path.length - prefix.length >= MAX_JSON_DEPTH)
      return [{ field: prefix.join('.'), message: TOO_DEEP_MESSAGE }];
    // depth first, in the value's own order
    stack.push(...children.reverse());
  }
  return found;
}
