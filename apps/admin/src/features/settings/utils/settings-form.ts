import { SUCCESS_SCREEN_SECONDS } from '@kiosk/contracts';
import { parseMajor, toMajorString } from '@kiosk/domain';
import { type AppSettings, DEFAULT_SETTINGS, numberOrZero, RATE_PAIRS } from './settings-values';

/** The settings form: the settings, with the number inputs as typed. */
export interface SettingsFormState {
  settings: AppSettings;
  /** Number inputs as typed; made numbers (invalid: 0) when they lose focus and on save. */
  rateTexts: Record<string, string>;
  amountText: string;
  /** The success screen's seconds as typed. */
  secondsText: string;
  /** The till difference that needs a note, in lira as typed ("50.00"). */
  thresholdText: string;
}

/** Each rate pair's rate as text, from the given rates (a missing pair: 0). */
function rateTextsOf(rates: Record<string, number>): Record<string, string> {
  return Object.fromEntries(RATE_PAIRS.map((pair) => [pair, String(rates[pair] ?? 0)]));
}

/** The default rates as text (the 'reset rates' button). */
export const defaultRateTexts = (): Record<string, string> => rateTextsOf(DEFAULT_SETTINGS.currencyRates);

export const toForm = (settings: AppSettings): SettingsFormState => ({
  settings,
  rateTexts: rateTextsOf(settings.currencyRates),
  amountText: String(settings.customerInfo.amount),
  secondsText: String(settings.successScreenSeconds),
  thresholdText: toMajorString(settings.tillNoteThresholdMinor),
});

/** Whole seconds within the setting's bounds (the server checks the same). */
export function validSeconds(text: string): boolean {
  const value = Number(text.trim());
  return (
    /^\d+$/.test(text.trim()) && value >= SUCCESS_SCREEN_SECONDS.min && value <= SUCCESS_SCREEN_SECONDS.max
  );
}

/** The most the till difference threshold may be (kuruş; the server's limit). */
export const MAX_THRESHOLD_MINOR = 100_000_000;

/** The threshold typed in lira as exact kuruş, or undefined when it is not 0 to the limit with at most 2 decimals. */
export function thresholdMinor(text: string): number | undefined {
  const minor = parseMajor(text);
  return minor !== undefined && minor >= 0 && minor <= MAX_THRESHOLD_MINOR ? minor : undefined;
}

/** The settings to save: the typed numbers made numbers (rates to 2 decimals, invalid: 0). */
export function fromForm(form: SettingsFormState): AppSettings {
  return {
    ...form.settings,
    currencyRates: Object.fromEntries(
      RATE_PAIRS.map((pair) => [pair, numberOrZero(form.rateTexts[pair] ?? '', 2)]),
    ),
    customerInfo: { ...form.settings.customerInfo, amount: numberOrZero(form.amountText) },
    successScreenSeconds: numberOrZero(form.secondsText),
    // checked before a save (an invalid text is never saved); kept as it was otherwise
    tillNoteThresholdMinor: thresholdMinor(form.thresholdText) ?? form.settings.tillNoteThresholdMinor,
  };
}
