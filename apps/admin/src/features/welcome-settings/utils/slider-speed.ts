/** Spec section 5: the slider changes every 10 to 60 seconds; 30 when the value is not a number. */
export const SLIDER_SPEED_MIN = 10;
export const SLIDER_SPEED_MAX = 60;
const SLIDER_SPEED_DEFAULT = 30;

export function normalizeSliderSpeed(value: string | number): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return SLIDER_SPEED_DEFAULT;
  return Math.min(SLIDER_SPEED_MAX, Math.max(SLIDER_SPEED_MIN, Math.round(number)));
}
