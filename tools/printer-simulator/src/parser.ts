/**
 * A streaming ESC/POS tokenizer: bytes in (in chunks of any size), commands out, in order. A command
 * split over chunks waits for the rest; unknown commands are skipped by their documented length;
 * data too large to keep (over MAX_DATA_BYTES) is discarded as it streams by. Nothing throws.
 */
export type Command =
  | { kind: 'text'; bytes: Uint8Array }
  | { kind: 'lf' }
  | { kind: 'ht' }
  | { kind: 'init' }
  | { kind: 'codePage'; n: number }
  | { kind: 'bold'; on: boolean }
  | { kind: 'underline'; n: number }
  | { kind: 'printMode'; n: number }
  | { kind: 'charSize'; n: number }
  | { kind: 'font'; n: number }
  | { kind: 'align'; n: number }
  | { kind: 'reverse'; on: boolean }
  | { kind: 'feedLines'; n: number }
  | { kind: 'feedDots'; n: number }
  | { kind: 'lineSpacing'; dots: number | null }
  | { kind: 'cut'; partial: boolean; feedDots: number }
  | { kind: 'symbol'; cn: number; fn: number; params: Uint8Array }
  | { kind: 'barcode'; system: number; data: Uint8Array }
  | { kind: 'barcodeSetting'; setting: 'height' | 'width' | 'hri' | 'hriFont'; n: number }
  | { kind: 'raster'; mode: number; widthBytes: number; height: number; data: Uint8Array }
  | { kind: 'status'; n: number }
  | { kind: 'transmitStatus'; n: number }
  | { kind: 'skipped'; name: string; length: number };

type Read = { command: Command; length: number } | { skipAll: number; name: string; length: number } | null;

/** Larger command data is not kept (a 576-dot raster image 3,600 lines long is about 260 kB). */
export const MAX_DATA_BYTES = 2 * 1024 * 1024;

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;

const ESC_FIXED: Record<string, number> = {
  ' ': 1,
  '!': 1,
  $: 2,
  '%': 1,
  '-': 1,
  '2': 0,
  '3': 1,
  '<': 0,
  '=': 1,
  '?': 1,
  '@': 0,
  B: 2,
  E: 1,
  G: 1,
  J: 1,
  K: 1,
  L: 0,
  M: 1,
  R: 1,
  S: 0,
  T: 1,
  U: 1,
  V: 1,
  W: 8,
  '\\': 2,
  a: 1,
  c: 2,
  d: 1,
  e: 1,
  i: 0,
  m: 0,
  p: 3,
  r: 1,
  t: 1,
  u: 1,
  v: 0,
  '{': 1,
};
const GS_FIXED: Record<string, number> = {
  '!': 1,
  $: 2,
  '/': 1,
  ':': 0,
  B: 1,
  E: 1,
  H: 1,
  I: 1,
  L: 2,
  P: 2,
  T: 1,
  W: 2,
  '\\': 2,
  '^': 3,
  a: 1,
  b: 1,
  c: 0,
  f: 1,
  g: 4,
  h: 1,
  j: 1,
  r: 1,
  w: 1,
};
const FS_FIXED: Record<string, number> = { '!': 1, '&': 0, '-': 1, '.': 0, '2': 74, C: 1, S: 2, W: 1, p: 2 };

const u16 = (buf: Uint8Array, at: number) => (buf[at] ?? 0) + (buf[at + 1] ?? 0) * 256;
const skipped = (name: string, length: number): Read => ({
  command: { kind: 'skipped', name, length },
  length,
});

/** A command of `header` bytes followed by `dataLength` bytes of data, built by `make` when kept. */
function withData(
  buf: Uint8Array,
  pos: number,
  header: number,
  dataLength: number,
  name: string,
  make: (data: Uint8Array) => Command,
): Read {
  if (dataLength > MAX_DATA_BYTES) return { skipAll: header + dataLength, name, length: header + dataLength };
  if (buf.length < pos + header + dataLength) return null;
  const data = buf.slice(pos + header, pos + header + dataLength);
  return { command: make(data), length: header + dataLength };
}

function fixed(buf: Uint8Array, pos: number, table: Record<string, number>, prefix: string): Read {
  const op = String.fromCharCode(buf[pos + 1] ?? 0);
  const params = table[op];
  if (params === undefined) return skipped(`${prefix} 0x${(buf[pos + 1] ?? 0).toString(16)}`, 2);
  if (buf.length < pos + 2 + params) return null;
  const n = buf[pos + 2] ?? 0;
  const length = 2 + params;
  const command = fixedCommand(`${prefix} ${op}`, n);
  return command ? { command, length } : skipped(`${prefix} ${op}`, length);
}

function fixedCommand(key: string, n: number): Command | undefined {
  switch (key) {
    case 'ESC @':
      return { kind: 'init' };
    case 'ESC t':
      return { kind: 'codePage', n };
    case 'ESC E':
    case 'ESC G':
      return { kind: 'bold', on: (n & 1) === 1 };
    case 'ESC -':
      return { kind: 'underline', n: Math.min(2, n >= 48 ? n - 48 : n) };
    case 'ESC !':
      return { kind: 'printMode', n };
    case 'ESC M':
      return { kind: 'font', n: n & 1 };
    case 'ESC a':
      return { kind: 'align', n: n >= 48 ? n - 48 : n };
    case 'ESC d':
      return { kind: 'feedLines', n };
    case 'ESC J':
      return { kind: 'feedDots', n };
    case 'ESC 2':
      return { kind: 'lineSpacing', dots: null };
    case 'ESC 3':
      return { kind: 'lineSpacing', dots: n };
    case 'ESC i':
    case 'ESC m':
      return { kind: 'cut', partial: key === 'ESC m', feedDots: 0 };
    case 'GS !':
      return { kind: 'charSize', n };
    case 'GS B':
      return { kind: 'reverse', on: (n & 1) === 1 };
    case 'GS h':
      return { kind: 'barcodeSetting', setting: 'height', n };
    case 'GS w':
      return { kind: 'barcodeSetting', setting: 'width', n };
    case 'GS H':
      return { kind: 'barcodeSetting', setting: 'hri', n: n >= 48 ? n - 48 : n };
    case 'GS f':
      return { kind: 'barcodeSetting', setting: 'hriFont', n };
    case 'GS r':
      return { kind: 'transmitStatus', n: n >= 48 ? n - 48 : n };
    default:
      return undefined;
  }
}

function readEsc(buf: Uint8Array, pos: number): Read {
  const op = buf[pos + 1];
  if (op === 0x44 /* D: tab stops, NUL-terminated, at most 32 */) {
    const end = buf.indexOf(0, pos + 2);
    if (end >= 0 && end <= pos + 34) return skipped('ESC D', end - pos + 1);
    return buf.length >= pos + 35 ? skipped('ESC D', 34) : null;
  }
  if (op === 0x2a /* *: bit image m nL nH d... */) {
    if (buf.length < pos + 5) return null;
    const m = buf[pos + 2] ?? 0;
    const k = u16(buf, pos + 3) * (m === 32 || m === 33 ? 3 : 1);
    return withData(buf, pos, 5, k, 'ESC *', () => ({ kind: 'skipped', name: 'ESC *', length: 5 + k }));
  }
  if (op === 0x26 /* &: user-defined characters */) return readUserChars(buf, pos);
  if (op === 0x28 /* ( fn pL pH */) {
    if (buf.length < pos + 5) return null;
    const k = u16(buf, pos + 3);
    return withData(buf, pos, 5, k, 'ESC (', () => ({ kind: 'skipped', name: 'ESC (', length: 5 + k }));
  }
  return fixed(buf, pos, ESC_FIXED, 'ESC');
}

/** ESC & y c1 c2 [x d1...d(y*x)]...: one block per character c1..c2. */
function readUserChars(buf: Uint8Array, pos: number): Read {
  if (buf.length < pos + 5) return null;
  const y = buf[pos + 2] ?? 0;
  const first = buf[pos + 3] ?? 0;
  const last = buf[pos + 4] ?? 0;
  if (y > 3) return skipped('ESC & (bad y)', 3); // y is 2 or 3 on every model: keeps the wait bounded
  let at = pos + 5;
  for (let c = first; c <= last && c - first < 256; c++) {
    if (buf.length <= at) return null;
    at += 1 + y * (buf[at] ?? 0);
  }
  if (buf.length < at) return null;
  return skipped('ESC &', at - pos);
}

function readGs(buf: Uint8Array, pos: number): Read {
  const op = buf[pos + 1];
  switch (op) {
    case 0x56 /* V: cut */:
      {
        if (buf.length < pos + 3) return null;
        const m = buf[pos + 2] ?? 0;
        const withFeed = m >= 65;
        if (withFeed && buf.length < pos + 4) return null;
        const partial = withFeed ? (m & 1) === 0 : (m & 1) === 1;
        return {
          command: { kind: 'cut', partial, feedDots: withFeed ? (buf[pos + 3] ?? 0) : 0 },
          length: withFeed ? 4 : 3,
        };
      }
    case 0x28 /* ( x pL pH: every GS ( command carries its length */:
      {
        if (buf.length < pos + 5) return null;
        const k = u16(buf, pos + 3);
        const fnName = `GS ( ${String.fromCharCode(buf[pos + 2] ?? 0)}`;
        if (buf[pos + 2] !== 0x6b /* k */ || k < 2) {
          return withData(buf, pos, 5, k, fnName, () => ({ kind: 'skipped', name: fnName, length: 5 + k }));
        }
        return withData(buf, pos, 5, k, fnName, (data) => ({
          kind: 'symbol',
          cn: data[0] ?? 0,
          fn: data[1] ?? 0,
          params: data.slice(2),
        }));
      }
    case 0x6b /* k: barcode */:
      return readBarcode(buf, pos);
    case 0x76 /* v 0 m xL xH yL yH d... */:
    case 0x51 /* Q 0 m xL xH yL yH d... (variable-size image) */:
      {
        if (buf.length < pos + 8) return null;
        const widthBytes = u16(buf, pos + 4);
        const height = u16(buf, pos + 6);
        const mode = buf[pos + 3] ?? 0;
        if (op === 0x51) {
          const k = Math.ceil(widthBytes / 8) * height;
          return withData(buf, pos, 8, k, 'GS Q', () => ({ kind: 'skipped', name: 'GS Q', length: 8 + k }));
        }
        return withData(buf, pos, 8, widthBytes * height, 'GS v 0', (data) => ({
          kind: 'raster',
          mode,
          widthBytes,
          height,
          data,
        }));
      }
    case 0x38 /* 8 L p1 p2 p3 p4 (32-bit length) */:
      {
        if (buf.length < pos + 7) return null;
        const k = u16(buf, pos + 3) + u16(buf, pos + 5) * 65_536;
        return withData(buf, pos, 7, k, 'GS 8', () => ({ kind: 'skipped', name: 'GS 8', length: 7 + k }));
      }
    case 0x2a /* * x y d1...d(x*y*8) */:
      {
        if (buf.length < pos + 4) return null;
        const k = (buf[pos + 2] ?? 0) * (buf[pos + 3] ?? 0) * 8;
        return withData(buf, pos, 4, k, 'GS *', () => ({ kind: 'skipped', name: 'GS *', length: 4 + k }));
      }
    default:
      return fixed(buf, pos, GS_FIXED, 'GS');
  }
}

/** GS k m d1...dk NUL (m 0..6) or GS k m n d1...dn (m 65..79). */
function readBarcode(buf: Uint8Array, pos: number): Read {
  if (buf.length < pos + 3) return null;
  const system = buf[pos + 2] ?? 0;
  if (system <= 6) {
    const end = buf.indexOf(0, pos + 3);
    if (end < 0) return buf.length >= pos + 3 + 256 ? skipped('GS k', 3 + 256) : null;
    const data = buf.slice(pos + 3, end);
    return { command: { kind: 'barcode', system, data }, length: end - pos + 1 };
  }
  if (buf.length < pos + 4) return null;
  const n = buf[pos + 3] ?? 0;
  return withData(buf, pos, 4, n, 'GS k', (data) => ({ kind: 'barcode', system, data }));
}

function readFs(buf: Uint8Array, pos: number): Read {
  const op = buf[pos + 1];
  if (op === 0x28 /* ( x pL pH */) {
    if (buf.length < pos + 5) return null;
    const k = u16(buf, pos + 3);
    return withData(buf, pos, 5, k, 'FS (', () => ({ kind: 'skipped', name: 'FS (', length: 5 + k }));
  }
  if (op === 0x71 /* q n [xL xH yL yH d1...dk]...: NV bit images */) {
    if (buf.length < pos + 3) return null;
    let at = pos + 3;
    for (let image = 0; image < (buf[pos + 2] ?? 0); image++) {
      if (buf.length < at + 4) return null;
      at += 4 + u16(buf, at) * u16(buf, at + 2) * 8;
      if (at - pos > MAX_DATA_BYTES) return { skipAll: at - pos, name: 'FS q', length: at - pos };
    }
    return buf.length < at ? null : skipped('FS q', at - pos);
  }
  return fixed(buf, pos, FS_FIXED, 'FS');
}

function readDle(buf: Uint8Array, pos: number): Read {
  const op = buf[pos + 1];
  if (op === 0x04 /* EOT n [a] */) {
    if (buf.length < pos + 3) return null;
    const n = buf[pos + 2] ?? 0;
    if (n === 7 || n === 8) return buf.length < pos + 4 ? null : skipped('DLE EOT', 4);
    return { command: { kind: 'status', n }, length: 3 };
  }
  if (op === 0x05 /* ENQ n */) return buf.length < pos + 3 ? null : skipped('DLE ENQ', 3);
  if (op === 0x14 /* DC4 fn ... */) {
    if (buf.length < pos + 3) return null;
    const length = (buf[pos + 2] ?? 0) === 8 ? 10 : 5;
    return buf.length < pos + length ? null : skipped('DLE DC4', length);
  }
  return skipped('DLE', 1);
}

function readOne(buf: Uint8Array, pos: number): Read {
  const byte = buf[pos] ?? 0;
  if (byte >= 0x20) {
    let end = pos + 1;
    while (end < buf.length && (buf[end] ?? 0) >= 0x20) end++;
    return { command: { kind: 'text', bytes: buf.slice(pos, end) }, length: end - pos };
  }
  if (byte === 0x0a) return { command: { kind: 'lf' }, length: 1 };
  if (byte === 0x09) return { command: { kind: 'ht' }, length: 1 };
  if (byte === ESC || byte === GS || byte === FS || byte === DLE) {
    if (buf.length < pos + 2) return null;
    if (byte === ESC) return readEsc(buf, pos);
    if (byte === GS) return readGs(buf, pos);
    if (byte === FS) return readFs(buf, pos);
    return readDle(buf, pos);
  }
  return skipped(`0x${byte.toString(16).padStart(2, '0')}`, 1);
}

export class EscPosParser {
  private pending: Uint8Array = new Uint8Array(0);
  private discard = 0;

  /** Feeds the next bytes; returns every command they complete. */
  push(chunk: Uint8Array): Command[] {
    let buf: Uint8Array = chunk;
    if (this.discard > 0) {
      const dropped = Math.min(this.discard, buf.length);
      this.discard -= dropped;
      buf = buf.subarray(dropped);
    }
    if (this.pending.length > 0) buf = Buffer.concat([this.pending, buf]);
    const commands: Command[] = [];
    let pos = 0;
    while (pos < buf.length) {
      const read = readOne(buf, pos);
      if (read === null) break;
      if ('skipAll' in read) {
        commands.push({ kind: 'skipped', name: read.name, length: read.length });
        const available = buf.length - pos;
        if (read.skipAll > available) {
          this.discard = read.skipAll - available;
          pos = buf.length;
          break;
        }
        pos += read.skipAll;
        continue;
      }
      commands.push(read.command);
      pos += read.length;
    }
    this.pending = buf.slice(pos);
    return commands;
  }

  /** Bytes of an incomplete command still waiting for the rest. */
  get pendingBytes(): number {
    return this.pending.length;
  }
}
