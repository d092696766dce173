import { describe, expect, it } from 'vitest';
import { newOption, validMaxQuantity } from './configuration-draft';
import { optionChecks, optionDisplayName } from './option-checks';

describe('validMaxQuantity', () => {
  it('takes whole quantities from 1 to 99', () => {
    expect(validMaxQuantity(1)).toBe(true);
    expect(validMaxQuantity(99)).toBe(true);
    expect(validMaxQuantity(0)).toBe(false);
    expect(validMaxQuantity(100)).toBe(false);
    expect(validMaxQuantity(2.5)).toBe(false);
    expect(validMaxQuantity(Number.NaN)).toBe(false);
  });
});

describe('optionChecks', () => {
  it('flags a bad price at once and the missing name only once issues are shown', () => {
    const option = { ...newOption(), priceText: 'abc' };
    const quiet = optionChecks(option, false);
    expect(quiet).toMatchObject({
      price: undefined,
      priceInvalid: true,
      nameMissing: false,
      hasProblem: false,
    });
    const loud = optionChecks(option, true);
    expect(loud).toMatchObject({ nameMissing: true, hasProblem: true });
  });

  it('finds nothing wrong with a named, priced option', () => {
    const checks = optionChecks({ ...newOption(), nameTr: 'Ketçap', priceText: '12,50' }, true);
    expect(checks).toEqual({
      price: 1250,
      nameMissing: false,
      priceInvalid: false,
      quantityInvalid: false,
      hasProblem: false,
    });
  });

  it('flags a quantity out of bounds once issues are shown', () => {
    const option = { ...newOption(), nameTr: 'Ketçap', maxQuantity: 0 };
    expect(optionChecks(option, false).hasProblem).toBe(false);
    expect(optionChecks(option, true)).toMatchObject({ quantityInvalid: true, hasProblem: true });
  });
});

describe('optionDisplayName', () => {
  it('prefers the English name in English and falls back to the Turkish one', () => {
    const option = { ...newOption(), nameTr: ' Ketçap ', nameEn: 'Ketchup' };
    expect(optionDisplayName(option, 'en')).toBe('Ketchup');
    expect(optionDisplayName(option, 'tr')).toBe('Ketçap');
    expect(optionDisplayName({ ...option, nameEn: ' ' }, 'en')).toBe('Ketçap');
  });
});
