import type { TFunction } from 'i18next';

/**
 * 'kiosk': the customer's touch screen (big cards, option pictures, kiosk texts);
 * 'till': the cashier's denser layout for a mouse and a keyboard (sale texts).
 */
export type OptionListVariant = 'kiosk' | 'till';

/** The texts of each variant (the kiosk and the sale app load different parts of the catalogue). */
export function textsOf(variant: OptionListVariant, t: TFunction) {
  if (variant === 'kiosk') {
    return {
      required: t('kiosk.common.required'),
      optional: t('kiosk.common.optional'),
      chooseOne: t('kiosk.product.chooseOne'),
      chooseMany: t('kiosk.product.chooseAny'),
      free: t('kiosk.common.free') as string | null,
      unavailable: null as string | null,
      max: (max: number) => t('kiosk.product.maxEach', { max }),
      decrease: (name: string) => t('kiosk.product.decreaseNamed', { name }),
      increase: (name: string) => t('kiosk.product.increaseNamed', { name }),
    };
  }
  return {
    required: t('sale.till.customize.required'),
    optional: t('sale.till.customize.optional'),
    chooseOne: t('sale.till.customize.chooseOne'),
    chooseMany: t('sale.till.customize.chooseMany'),
    free: null,
    unavailable: t('sale.till.customize.unavailableOption'),
    max: (max: number) => t('sale.till.customize.max', { count: max }),
    decrease: (name: string) => `${t('sale.till.customize.decrease')}: ${name}`,
    increase: (name: string) => `${t('sale.till.customize.increase')}: ${name}`,
  };
}

export const styles = {
  kiosk: {
    section: 'scroll-mt-6 rounded-[1.75rem] p-6 ring-2 transition-colors',
    sectionState: (missing: boolean) =>
      missing ? 'bg-red-50/60 ring-red-400' : 'bg-surface ring-transparent',
    header: 'mb-5 flex flex-wrap items-center gap-3',
    title: 'font-extrabold text-2xl text-secondary-900',
    badge: 'rounded-full px-3 py-1 font-semibold text-sm uppercase tracking-wide',
    badgeState: (required: boolean) =>
      required ? 'bg-secondary-900 text-white' : 'bg-surface-muted text-ink-muted ring-1 ring-line',
    hint: 'text-ink-muted text-lg',
    grid: 'grid grid-cols-2 gap-4 @container lg:grid-cols-3',
  },
  till: {
    section: 'rounded-2xl p-4 ring-1',
    sectionState: (missing: boolean) => (missing ? 'bg-red-50 ring-red-300' : 'bg-surface ring-line'),
    header: 'mb-3 flex flex-wrap items-center gap-x-3 gap-y-1',
    title: 'font-bold text-base text-ink',
    badge: 'rounded-full px-2 py-0.5 font-semibold text-[11px] uppercase tracking-wide',
    badgeState: (required: boolean) =>
      required ? 'bg-secondary-900 text-white' : 'bg-white text-ink-muted ring-1 ring-line',
    hint: 'text-ink-muted text-sm',
    grid: 'm-0 grid grid-cols-2 gap-2 border-0 p-0 lg:grid-cols-3',
  },
} as const;

export type OptionTexts = ReturnType<typeof textsOf>;
