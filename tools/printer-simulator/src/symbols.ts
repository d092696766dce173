import { createRequire } from 'node:module';
import QRCode from 'qrcode';

/** A QR symbol as rows of dark (true) / light modules. */
export interface QrMatrix {
  size: number;
  dark: (x: number, y: number) => boolean;
}

const QR_LEVELS = { 48: 'L', 49: 'M', 50: 'Q', 51: 'H' } as const;

/** The QR code for exactly these bytes (byte mode), or an error text when they do not fit. */
export function qrMatrix(data: Uint8Array, levelByte: number): QrMatrix | { error: string } {
  const level = QR_LEVELS[levelByte as keyof typeof QR_LEVELS] ?? 'L';
  try {
    const qr = QRCode.create([{ data: Buffer.from(data), mode: 'byte' }], { errorCorrectionLevel: level });
    const { size, data: modules } = qr.modules;
    return { size, dark: (x, y) => modules[y * size + x] === 1 };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

interface EncoderInstance {
  valid(): boolean;
  encode(): { data: string } | { data: string }[];
}
type EncoderClass = new (data: string, options: Record<string, unknown>) => EncoderInstance;

// jsbarcode's encoders (bars as a string of 1/0 modules) without its canvas/SVG front end.
const require = createRequire(import.meta.url);
const encoders = (require('jsbarcode/bin/barcodes/index.js') as { default: Record<string, EncoderClass> })
  .default;

/** GS k system numbers (m 0..6 and 65..73) -> jsbarcode encoder and a readable name. */
const SYSTEMS: Record<number, { encoder: string; name: string }> = {
  0: { encoder: 'UPC', name: 'UPC-A' },
  1: { encoder: 'UPCE', name: 'UPC-E' },
  2: { encoder: 'EAN13', name: 'EAN13' },
  3: { encoder: 'EAN8', name: 'EAN8' },
  4: { encoder: 'CODE39', name: 'CODE39' },
  5: { encoder: 'ITF', name: 'ITF' },
  6: { encoder: 'codabar', name: 'CODABAR' },
  72: { encoder: 'CODE93', name: 'CODE93' },
  73: { encoder: 'CODE128', name: 'CODE128' },
};

export function barcodeSystemName(system: number): string {
  return SYSTEMS[system >= 65 && system <= 71 ? system - 65 : system]?.name ?? `system ${system}`;
}

/**
 * CODE128 data as ESC/POS sends it: "{A", "{B", "{C" choose the code set ("{{" is a brace); in set C
 * each byte is two digits. Returns the text the symbol carries.
 */
function code128Text(bytes: Uint8Array): string {
  let set = 'B';
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x7b && i + 1 < bytes.length) {
      const next = String.fromCharCode(bytes[i + 1] ?? 0);
      i++;
      if (next === '{') text += '{';
      else if ('ABC'.includes(next)) set = next;
      continue;
    }
    text += set === 'C' ? String(byte).padStart(2, '0') : String.fromCharCode(byte);
  }
  return text;
}

/** The bars (1 = dark module) of a GS k barcode, with its text; an error text when the data is invalid. */
export function barcodeBars(
  system: number,
  bytes: Uint8Array,
): { bars: string; text: string } | { error: string } {
  const normalized = system >= 65 && system <= 71 ? system - 65 : system;
  const spec = SYSTEMS[normalized];
  const text = normalized === 73 ? code128Text(bytes) : Buffer.from(bytes).toString('latin1');
  const Encoder = spec ? encoders[spec.encoder] : undefined;
  if (!spec || !Encoder) return { error: `unsupported barcode system ${system}` };
  try {
    const encoder = new Encoder(text, { flat: true, width: 2, height: 100, fontSize: 20, textMargin: 2 });
    if (!encoder.valid()) return { error: `invalid ${spec.name} data "${text}"` };
    const encoded = encoder.encode();
    const bars = Array.isArray(encoded) ? encoded.map((part) => part.data).join('') : encoded.data;
    return { bars, text };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
