import { createRequire } from 'node:module';
import * as PImage from 'pureimage';

/**
 * Glyphs of the printer's resident fonts, drawn with DejaVu Sans Mono (a real TrueType font from the
 * dejavu-fonts-ttf package, rasterised by pureimage) into Font A's 12 x 24 and Font B's 9 x 17 dot
 * cells, scaled for the character sizes. Each glyph is drawn once and cached as ink coverage
 * (0 none .. 255 full), so a page costs one copy per character.
 */
const require = createRequire(import.meta.url);
const fontDir = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');
let fontsLoaded = false;

function loadFonts(): void {
  if (fontsLoaded) return;
  PImage.registerFont(`${fontDir}DejaVuSansMono.ttf`, 'PrinterMono').loadSync();
  PImage.registerFont(`${fontDir}DejaVuSansMono-Bold.ttf`, 'PrinterMonoBold').loadSync();
  fontsLoaded = true;
}

export interface GlyphKey {
  char: string;
  bold: boolean;
  /** Base cell (12 x 24 Font A, 9 x 17 Font B) before scaling. */
  baseWidth: number;
  widthScale: number;
  heightScale: number;
}

const cache = new Map<string, Uint8Array>();
const MAX_CACHED = 4096;

/** Ink coverage of one character cell, `baseWidth * widthScale` x `baseHeight * heightScale` dots. */
export function glyph(key: GlyphKey): Uint8Array {
  const id = `${key.char}|${key.bold ? 1 : 0}|${key.baseWidth}|${key.widthScale}|${key.heightScale}`;
  const cached = cache.get(id);
  if (cached) return cached;
  loadFonts();
  const fontA = key.baseWidth === 12;
  const width = key.baseWidth * key.widthScale;
  const height = (fontA ? 24 : 17) * key.heightScale;
  const bitmap = PImage.make(width, height);
  const ctx = bitmap.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  ctx.font = `${fontA ? 20 : 15}px ${key.bold ? 'PrinterMonoBold' : 'PrinterMono'}`;
  ctx.scale(key.widthScale, key.heightScale);
  ctx.fillText(key.char, 0, fontA ? 19 : 13);
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = 255 - (bitmap.data[i * 4] ?? 255);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(id, ink);
  return ink;
}
