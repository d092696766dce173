import type { TFunction } from 'i18next';

/**
 * A form error's text: the forms' own codes (pricing.errors.*), the server's deal and promotion
 * keys (pricing.deals.serverErrors.*), else "invalid value"; undefined when there is none.
 */
export function errorText(t: TFunction, code: unknown): string | undefined {
  if (typeof code !== 'string' || code === '') return undefined;
  return t(`pricing.errors.${code}`, {
    defaultValue: t(`pricing.deals.serverErrors.${code}`, { defaultValue: t('pricing.errors.invalid') }),
  });
}
