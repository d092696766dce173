/** UN/ECE Recommendation 20 unit codes and their UI translation keys (unit.*). */
const UNIT_KEYS: Record<string, string> = {
  C62: 'unit.piece',
  H87: 'unit.piece',
  KGM: 'unit.kilogram',
  GRM: 'unit.gram',
  LTR: 'unit.liter',
  MLT: 'unit.milliliter',
  PTN: 'unit.portion',
};

export const DEFAULT_UNIT_CODE = 'C62';

/** The translation key of a unit's display name; unknown codes fall back to unit.piece (spec). */
export function unitTranslationKey(code: string | null | undefined): string {
  return (code && UNIT_KEYS[code.toUpperCase()]) || 'unit.piece';
}
