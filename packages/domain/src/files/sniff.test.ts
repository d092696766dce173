import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff.js';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffFileType', () => {
  it('recognises images by content', () => {
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe('image/png');
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(sniffFileType(bytes('GIF89a', [1, 2]))?.mime).toBe('image/gif');
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.mime).toBe('image/webp');
  });
  it('recognises videos by content', () => {
    expect(sniffFileType(bytes([0, 0, 0, 0x20], 'ftypisom'))?.mime).toBe('video/mp4');
    expect(sniffFileType(bytes([0x1a, 0x45, 0xdf, 0xa3, 1]))?.mime).toBe('video/webm');
    expect(sniffFileType(bytes('OggS', [0]))?.mime).toBe('video/ogg');
  });
  it('refuses SVG, text and empty files', () => {
    expect(sniffFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(sniffFileType(bytes('just some text renamed to .png'))).toBeUndefined();
    expect(sniffFileType(new Uint8Array())).toBeUndefined();
  });
});
