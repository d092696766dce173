import { crc32, deflateSync } from 'node:zlib';

/** A grey-scale picture, one byte per dot (0 black, 255 white). */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes an 8-bit grey-scale PNG (no filter; zlib does the rest: a ticket is mostly white). */
export function encodeGreyPng(image: GreyImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: grey
  const raw = Buffer.alloc((image.width + 1) * image.height);
  for (let y = 0; y < image.height; y++) {
    raw[y * (image.width + 1)] = 0;
    raw.set(image.pixels.subarray(y * image.width, (y + 1) * image.width), y * (image.width + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Width and height from a PNG's header (for tests and the control API). */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}
