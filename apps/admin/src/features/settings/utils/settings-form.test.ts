import { SUCCESS_SCREEN_SECONDS } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { defaultRateTexts, fromForm, thresholdMinor, toForm, validSeconds } from './settings-form';
import { DEFAULT_SETTINGS, RATE_PAIRS } from './settings-values';

describe('settings form', () => {
  it('round-trips the settings through the form', () => {
    expect(fromForm(toForm(DEFAULT_SETTINGS))).toEqual(DEFAULT_SETTINGS);
  });

  it('shows each rate pair as text, a missing pair as 0', () => {
    const form = toForm({ ...DEFAULT_SETTINGS, currencyRates: {} });
    expect(Object.keys(form.rateTexts)).toEqual(RATE_PAIRS);
    expect(Object.values(form.rateTexts).every((text) => text === '0')).toBe(true);
  });

  it('makes the typed numbers numbers on save: rates to 2 decimals, nonsense as 0', () => {
    const form = toForm(DEFAULT_SETTINGS);
    const pair = RATE_PAIRS[0] ?? '';
    const values = fromForm({
      ...form,
      rateTexts: { ...form.rateTexts, [pair]: '1.23456' },
      amountText: 'abc',
      secondsText: '12',
    });
    expect(values.currencyRates[pair]).toBe(1.23);
    expect(values.customerInfo.amount).toBe(0);
    expect(values.successScreenSeconds).toBe(12);
  });

  it('gives the default rates for a reset', () => {
    expect(defaultRateTexts()).toEqual(toForm(DEFAULT_SETTINGS).rateTexts);
  });
});

describe('validSeconds', () => {
  it('accepts whole seconds within the bounds', () => {
    expect(validSeconds(String(SUCCESS_SCREEN_SECONDS.min))).toBe(true);
    expect(validSeconds(` ${SUCCESS_SCREEN_SECONDS.max} `)).toBe(true);
  });

  it('refuses fractions, blanks and values out of bounds', () => {
    expect(validSeconds('')).toBe(false);
    expect(validSeconds('5.5')).toBe(false);
    expect(validSeconds(String(SUCCESS_SCREEN_SECONDS.min - 1))).toBe(false);
    expect(validSeconds(String(SUCCESS_SCREEN_SECONDS.max + 1))).toBe(false);
  });
});

describe('till difference threshold (lira typed, kuruş saved)', () => {
  it('shows the saved kuruş as lira and saves what was typed exactly to the kuruş', () => {
    const form = toForm({ ...DEFAULT_SETTINGS, tillNoteThresholdMinor: 2_505 });
    expect(form.thresholdText).toBe('25.05');
    expect(fromForm({ ...form, thresholdText: '75,10' }).tillNoteThresholdMinor).toBe(7_510);
    expect(fromForm({ ...form, thresholdText: '0.29' }).tillNoteThresholdMinor).toBe(29);
  });

  it('accepts 0 to 1,000,000 TL with at most two decimals, with a point or a comma', () => {
    expect(thresholdMinor('0')).toBe(0);
    expect(thresholdMinor(' 50 ')).toBe(5_000);
    expect(thresholdMinor('1000000')).toBe(100_000_000);
  });

  it('refuses a negative amount, a third decimal, words and an amount above the limit', () => {
    for (const text of ['-1', '1.005', 'abc', '', '1000000.01', '1e3'])
      expect(thresholdMinor(text), text).toBeUndefined();
  });
});
