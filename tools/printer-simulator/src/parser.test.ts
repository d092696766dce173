import { describe, expect, it } from 'vitest';
import { type Command, EscPosParser, MAX_DATA_BYTES } from './parser.js';

const bytes = (...parts: (number | string)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'number' ? Buffer.from([part]) : Buffer.from(part, 'latin1'))),
  );
const parse = (...parts: (number | string)[]) => new EscPosParser().push(bytes(...parts));
const kinds = (commands: Command[]) => commands.map((command) => command.kind);
const ESC = 0x1b;
const GS = 0x1d;
const DLE = 0x10;

describe('EscPosParser', () => {
  it('reads the formatting commands with their parameters', () => {
    expect(
      parse(ESC, '@', ESC, 't', 13, ESC, 'E', 1, GS, '!', 0x11, ESC, '!', 0x38, ESC, 'a', 1, ESC, 'd', 3),
    ).toEqual([
      { kind: 'init' },
      { kind: 'codePage', n: 13 },
      { kind: 'bold', on: true },
      { kind: 'charSize', n: 0x11 },
      { kind: 'printMode', n: 0x38 },
      { kind: 'align', n: 1 },
      { kind: 'feedLines', n: 3 },
    ]);
    expect(parse(ESC, 'a', 0x32)).toEqual([{ kind: 'align', n: 2 }]); // ASCII '2' means right too
  });

  it('splits text at control bytes and keeps the bytes as sent', () => {
    const commands = parse('AB', 0x0a, 0x80, 0x9f, 'x');
    expect(kinds(commands)).toEqual(['text', 'lf', 'text']);
    expect(Buffer.from((commands[2] as { bytes: Uint8Array }).bytes)).toEqual(
      Buffer.from([0x80, 0x9f, 0x78]),
    );
  });

  it('reads every cut form (GS V m, GS V m n, ESC i)', () => {
    expect(parse(GS, 'V', 0, GS, 'V', 49, GS, 'V', 66, 40, ESC, 'i')).toEqual([
      { kind: 'cut', partial: false, feedDots: 0 },
      { kind: 'cut', partial: true, feedDots: 0 },
      { kind: 'cut', partial: true, feedDots: 40 },
      { kind: 'cut', partial: false, feedDots: 0 },
    ]);
  });

  it('waits for a command split over chunks and for every byte of its data', () => {
    const parser = new EscPosParser();
    const qr = bytes(GS, '(k', 7, 0, 49, 80, 48, 'ABCD');
    expect(parser.push(qr.subarray(0, 2))).toEqual([]);
    expect(parser.push(qr.subarray(2, 9))).toEqual([]);
    expect(parser.pendingBytes).toBe(9);
    const [symbol] = parser.push(qr.subarray(9));
    expect(symbol).toMatchObject({ kind: 'symbol', cn: 49, fn: 80 });
    expect(Buffer.from((symbol as { params: Uint8Array }).params).toString('latin1')).toBe('0ABCD');
    expect(parser.pendingBytes).toBe(0);
  });

  it('answers status requests as commands even between the parts of a job', () => {
    const parser = new EscPosParser();
    expect(parser.push(bytes('half a line', DLE, 4, 1, DLE, 4, 4))).toEqual([
      { kind: 'text', bytes: expect.anything() },
      { kind: 'status', n: 1 },
      { kind: 'status', n: 4 },
    ]);
    expect(parser.push(bytes(DLE, 4))).toEqual([]);
    expect(parser.push(bytes(2))).toEqual([{ kind: 'status', n: 2 }]);
  });

  it('skips commands it does not act on by their documented length, so no parameter prints as text', () => {
    const commands = parse(
      ESC,
      'p',
      0,
      25,
      250, // drawer kick: 3 parameters
      ESC,
      'D',
      8,
      16,
      24,
      0, // tab stops up to NUL
      GS,
      '(L',
      4,
      0,
      48,
      69,
      32,
      32, // graphics, length-prefixed
      ESC,
      '*',
      0,
      3,
      0,
      0x41,
      0x42,
      0x43, // bit image: 3 columns of data
      GS,
      'L',
      10,
      0, // left margin
      'ok',
    );
    expect(kinds(commands)).toEqual(['skipped', 'skipped', 'skipped', 'skipped', 'skipped', 'text']);
    expect(Buffer.from((commands[5] as { bytes: Uint8Array }).bytes).toString()).toBe('ok');
  });

  it('reads raster images whole, even when their data holds control bytes', () => {
    const data = [0x0a, 0x1b, 0x40, 0x10, 0x04, 0x01];
    const [raster, text] = parse(GS, 'v0', 0, 2, 0, 3, 0, ...data, 'after');
    expect(raster).toMatchObject({ kind: 'raster', mode: 0, widthBytes: 2, height: 3 });
    expect([...(raster as { data: Uint8Array }).data]).toEqual(data);
    expect(text).toMatchObject({ kind: 'text' });
  });

  it('reads both barcode forms', () => {
    const [a, b] = parse(GS, 'k', 4, 'ABC', 0, GS, 'k', 73, 5, '{BA-1');
    expect(a).toMatchObject({ kind: 'barcode', system: 4 });
    expect(Buffer.from((a as { data: Uint8Array }).data).toString()).toBe('ABC');
    expect(b).toMatchObject({ kind: 'barcode', system: 73 });
    expect(Buffer.from((b as { data: Uint8Array }).data).toString()).toBe('{BA-1');
  });

  it('streams past data too large to keep without holding it', () => {
    const parser = new EscPosParser();
    const size = MAX_DATA_BYTES + 10;
    const header = bytes(GS, '8L', size & 0xff, (size >> 8) & 0xff, (size >> 16) & 0xff, 0);
    expect(kinds(parser.push(header))).toEqual(['skipped']);
    parser.push(new Uint8Array(MAX_DATA_BYTES));
    expect(parser.pendingBytes).toBe(0);
    expect(parser.push(bytes('0123456789', 'tail'))).toEqual([{ kind: 'text', bytes: expect.anything() }]);
    expect(Buffer.from((parser.push(bytes('!'))[0] as { bytes: Uint8Array }).bytes).toString()).toBe('!');
  });

  it('skips an unknown ESC command as two bytes', () => {
    expect(kinds(parse(ESC, 'y', 'x'))).toEqual(['skipped', 'text']);
  });
});
