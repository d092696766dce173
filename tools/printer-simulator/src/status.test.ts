import { describe, expect, it } from 'vitest';
import { canPrint, describeStatus, paperSensorStatus, realTimeStatus } from './status.js';

describe('DLE EOT answers', () => {
  it.each([
    // mode, n=1 printer, n=2 offline cause, n=3 error cause, n=4 paper sensor
    ['normal', 0x12, 0x12, 0x12, 0x12],
    ['offline', 0x1a, 0x52, 0x52, 0x12],
    ['cover_open', 0x1a, 0x16, 0x12, 0x12],
    ['paper_out', 0x1a, 0x32, 0x12, 0x72],
  ] as const)('%s answers the bytes an Epson printer sends', (mode, n1, n2, n3, n4) => {
    expect([1, 2, 3, 4].map((n) => realTimeStatus(mode, n))).toEqual([n1, n2, n3, n4]);
  });

  it('answers nothing for n outside 1..4', () => {
    expect(realTimeStatus('normal', 0)).toBeUndefined();
    expect(realTimeStatus('normal', 5)).toBeUndefined();
  });

  it('reads back as the problem each mode stands for', () => {
    expect(describeStatus(1, realTimeStatus('normal', 1) ?? 0)).toEqual([]);
    expect(describeStatus(1, realTimeStatus('paper_out', 1) ?? 0)).toEqual(['offline']);
    expect(describeStatus(2, realTimeStatus('cover_open', 2) ?? 0)).toEqual(['cover open']);
    expect(describeStatus(4, realTimeStatus('paper_out', 4) ?? 0)).toEqual(['paper end']);
    expect(describeStatus(2, realTimeStatus('paper_out', 2) ?? 0)).toEqual(['stopped: paper end']);
  });

  it('prints only in normal mode and reports paper end to GS r 1', () => {
    expect(canPrint('normal')).toBe(true);
    expect(['offline', 'paper_out', 'cover_open', 'off'].some((mode) => canPrint(mode as 'off'))).toBe(false);
    expect(paperSensorStatus('paper_out')).toBe(0x0f);
    expect(paperSensorStatus('normal')).toBe(0);
  });
});
