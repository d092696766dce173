import { describe, expect, it } from 'vitest';
import { isUuidPrefix, SCAN_IDLE, type ScanStep, scanKey } from './order-scan';

const ID = '3f2a9c1e-7b4d-4e8a-9c0f-12ab34cd56ef';

/** Feeds keys spaced `gap` ms apart; returns every step. */
function feed(keys: string[], gap: number, start = 1000): ScanStep[] {
  let state = SCAN_IDLE;
  return keys.map((key, i) => {
    const step = scanKey(state, key, start + i * gap);
    state = step.state;
    return step;
  });
}

describe('the kitchen display’s order scan', () => {
  it('reads an order id typed fast and ended by Enter; only the first character acts as a key', () => {
    const steps = feed([...ID, 'Enter'], 8);
    expect(steps.at(-1)).toMatchObject({ scanned: ID, consumed: true });
    expect(steps[0]?.consumed).toBe(false);
    expect(steps.slice(1).every((s) => s.consumed)).toBe(true);
    expect(steps.at(-1)?.state).toEqual(SCAN_IDLE);
  });

  it('reads capitals (with the scanner’s Shift presses) as the lower-case id', () => {
    const keys = [...ID.toUpperCase()].flatMap((c) => (/[A-F]/.test(c) ? ['Shift', c] : [c]));
    expect(feed([...keys, 'Enter'], 5).at(-1)?.scanned).toBe(ID);
  });

  it('leaves a cook’s keys alone: slow typing, shortcuts, Enter on its own', () => {
    const slow = feed([...ID, 'Enter'], 120);
    expect(slow.some((s) => s.consumed || s.scanned)).toBe(false);
    expect(feed(['1'], 0)[0]).toMatchObject({ consumed: false });
    expect(feed(['Enter'], 0)[0]).toEqual({ consumed: false, state: SCAN_IDLE });
    expect(feed(['ArrowRight', 'ArrowLeft', ' ', 'r'], 10).some((s) => s.consumed)).toBe(false);
  });

  it('reads no id from a pause inside the burst, a too short burst or a late Enter', () => {
    const paused = feed([...ID.slice(0, 10)], 5).at(-1)?.state ?? SCAN_IDLE;
    let state = scanKey(paused, ID[10] as string, 1000 + 9 * 5 + 200).state;
    for (const c of ID.slice(11)) state = scanKey(state, c, 2000).state;
    expect(scanKey(state, 'Enter', 2001).scanned).toBeUndefined();
    expect(feed([...ID.slice(0, 35), 'Enter'], 5).at(-1)?.scanned).toBeUndefined();
    const typed = feed([...ID], 5).at(-1)?.state ?? SCAN_IDLE;
    expect(scanKey(typed, 'Enter', typed.at + 500)).toEqual({ consumed: false, state: SCAN_IDLE });
  });

  it('drops a burst that stops looking like an id, and starts again at the next key', () => {
    const steps = feed(['3', 'f', 'z', '2'], 5);
    expect(steps[2]).toMatchObject({ consumed: false, state: SCAN_IDLE });
    expect(steps[3]?.state.buffer).toBe('2');
  });

  it('knows a UUID’s beginnings', () => {
    expect(isUuidPrefix('3f2a9c1e-7b')).toBe(true);
    expect(isUuidPrefix('3f2a9c1e7')).toBe(false);
    expect(isUuidPrefix(`${ID}0`)).toBe(false);
    expect(isUuidPrefix('g')).toBe(false);
  });
});
