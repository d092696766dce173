import { describe, expect, it } from 'vitest';
import { figureChange } from './figure-change';

describe('figureChange', () => {
  it('gives the whole percent with its sign and direction', () => {
    expect(figureChange(12_000, 10_000)).toEqual({ text: '+20%', tone: 'up' });
    expect(figureChange(9_700, 10_000)).toEqual({ text: '-3%', tone: 'down' });
    expect(figureChange(10_000, 10_000)).toEqual({ text: '0%', tone: 'same' });
    expect(figureChange(0, 500)).toEqual({ text: '-100%', tone: 'down' });
  });

  it('has no change when the previous period had nothing', () => {
    expect(figureChange(500, 0)).toBeNull();
    expect(figureChange(0, 0)).toBeNull();
  });
});
