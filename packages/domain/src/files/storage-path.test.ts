import { describe, expect, it } from 'vitest';
import {
  checkStoragePath,
  derivedImagePath,
  isDerivedImagePath,
  isImageRenderWidth,
  isSafeStoragePath,
} from './storage-path.js';

describe('checkStoragePath', () => {
  it('accepts ordinary nested paths, normalised to NFC', () => {
    expect(checkStoragePath('products/burger-1a2b.png')).toEqual({
      ok: true,
      path: 'products/burger-1a2b.png',
    });
    expect(checkStoragePath('2026/11/intro video.mp4').ok).toBe(true);
    expect(checkStoragePath('çay.png')).toEqual({ ok: true, path: 'çay.png' });
    expect(checkStoragePath('c\u0327ay.png')).toEqual({ ok: true, path: 'çay.png' });
    expect(isSafeStoragePath('c\u0327ay.png')).toBe(false);
    expect(checkStoragePath('a..b/..c/c..')).toMatchObject({ ok: true });
  });

  it('refuses dot segments, empty segments, backslashes and control characters', () => {
    const reasons = (p: string) => {
      const r = checkStoragePath(p);
      return r.ok ? 'ok' : r.reason;
    };
    expect(reasons('../pwn.mp4')).toBe('dot_segment');
    expect(reasons('a/../../b')).toBe('dot_segment');
    expect(reasons('a/./b')).toBe('dot_segment');
    expect(reasons('..')).toBe('dot_segment');
    expect(reasons('/etc/passwd')).toBe('empty_segment');
    expect(reasons('a//b')).toBe('empty_segment');
    expect(reasons('a/')).toBe('empty_segment');
    expect(reasons('')).toBe('empty');
    expect(reasons('..\\pwn.mp4')).toBe('backslash');
    expect(reasons('a\u0000.png')).toBe('control_character');
    expect(reasons('a\nb.png')).toBe('control_character');
    expect(reasons('x'.repeat(1025))).toBe('too_long');
    expect(reasons(`${'x'.repeat(256)}/a`)).toBe('segment_too_long');
  });
});

describe('resized image paths', () => {
  it('names copies by width and knows a copy from an original', () => {
    expect(derivedImagePath('products/a-1.png', 320)).toBe('products/a-1.w320.webp');
    expect(isDerivedImagePath('products/a-1.w320.webp')).toBe(true);
    expect(isDerivedImagePath('products/a-1.w320.w640.webp')).toBe(true);
    expect(isDerivedImagePath('products/a.w320-1a2b.webp')).toBe(false);
    expect(isDerivedImagePath('products/a-1.png')).toBe(false);
  });

  it('allows only the listed widths', () => {
    expect(isImageRenderWidth(320)).toBe(true);
    expect(isImageRenderWidth(640)).toBe(true);
    expect(isImageRenderWidth(321)).toBe(false);
    expect(isImageRenderWidth(10_000)).toBe(false);
  });
});
