import { type OptionDraft, optionPriceMinor, validMaxQuantity } from './configuration-draft';

/** What the option card flags. */
export interface OptionChecks {
  price: number | undefined;
  nameMissing: boolean;
  priceInvalid: boolean;
  quantityInvalid: boolean;
  hasProblem: boolean;
}

/**
 * What is wrong with an option as the card shows it: the price and the quantity at once, the
 * missing Turkish name only once issues are shown (after a refused save).
 */
export function optionChecks(option: OptionDraft, showIssues: boolean): OptionChecks {
  const price = optionPriceMinor(option);
  const nameMissing = showIssues && !option.nameTr.trim();
  const priceInvalid = price === undefined;
  const quantityInvalid = !validMaxQuantity(option.maxQuantity);
  return {
    price,
    nameMissing,
    priceInvalid,
    quantityInvalid,
    hasProblem: nameMissing || (showIssues && (priceInvalid || quantityInvalid)),
  };
}

/** The option's name in the admin's language (English when given), else its Turkish name. */
export function optionDisplayName(option: OptionDraft, language: string): string {
  return (language === 'en' ? option.nameEn.trim() : '') || option.nameTr.trim();
}
