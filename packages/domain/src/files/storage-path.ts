/**
 * Rules for object paths in storage buckets, the one place that decides what a path may be, used
 * at the edge for every path the API accepts (upload, read, render, signed link).
 */

export const MAX_STORAGE_PATH_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 255;

export type StoragePathCheck =
  | { ok: true; path: string }
  | {
      ok: false;
      reason:
        | 'empty'
        | 'too_long'
        | 'empty_segment'
        | 'dot_segment'
        | 'backslash'
        | 'control_character'
        | 'segment_too_long';
      message: string;
    };

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * Normalises a bucket-relative path (Unicode NFC) and refuses what could name something else:
 * `.` or `..` segments, empty segments (leading, trailing or doubled `/`), backslashes and
 * control characters (tab and line breaks included). Never rewrites `..` away: it is refused.
 */
export function checkStoragePath(raw: string): StoragePathCheck {
  const path = raw.normalize('NFC');
  const fail = (reason: Extract<StoragePathCheck, { ok: false }>['reason'], message: string) =>
    ({ ok: false, reason, message }) as const;
  if (path.length === 0) return fail('empty', 'The path is empty');
  if (path.length > MAX_STORAGE_PATH_LENGTH) {
    return fail('too_long', `The path is longer than ${MAX_STORAGE_PATH_LENGTH} characters`);
  }
  if (path.includes('\\')) return fail('backslash', 'The path must not contain a backslash');
  if (CONTROL.test(path)) return fail('control_character', 'The path must not contain control characters');
  for (const segment of path.split('/')) {
    if (segment === '') return fail('empty_segment', 'The path must not have empty segments');
    if (segment === '.' || segment === '..') {
      return fail('dot_segment', 'The path must not have "." or ".." segments');
    }
    if (segment.length > MAX_SEGMENT_LENGTH) {
      return fail('segment_too_long', `A path segment is longer than ${MAX_SEGMENT_LENGTH} characters`);
    }
  }
  return { ok: true, path };
}

/** True for a storage path `checkStoragePath` accepts as it is. */
export function isSafeStoragePath(path: string): boolean {
  const result = checkStoragePath(path);
  return result.ok && result.path === path;
}

// Resized copies of product images --------------------------------------------------------------

/** The only widths the public image renderer makes (kiosk cards and detail views). */
export const IMAGE_RENDER_WIDTHS = [320, 640] as const;
export type ImageRenderWidth = (typeof IMAGE_RENDER_WIDTHS)[number];

export function isImageRenderWidth(width: number): width is ImageRenderWidth {
  return (IMAGE_RENDER_WIDTHS as readonly number[]).includes(width);
}

const DERIVED = /\.w\d+\.webp$/i;

/** True for a resized copy (`….w320.webp`): never itself resized again. */
export function isDerivedImagePath(path: string): boolean {
  return DERIVED.test(path);
}

/** Where the resized copy of an original is kept: `products/a.png` -> `products/a.w320.webp`. */
export function derivedImagePath(original: string, width: ImageRenderWidth): string {
  return `${original.replace(/\.[a-z0-9]+$/i, '')}.w${width}.webp`;
}
