import { type ConfigurableItem, optionPrice, type Selection, setOptionQuantity } from '@kiosk/domain';
import type { TFunction } from 'i18next';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';
import type { StepView } from '../menu/menu-model.js';
import { formatTry } from './kiosk-money.js';
import { QuantityStepper } from './quantity-stepper.js';

/**
 * 'kiosk': the customer's touch screen (big cards, option pictures, kiosk texts);
 * 'till': the cashier's denser layout for a mouse and a keyboard (sale texts).
 */
export type OptionListVariant = 'kiosk' | 'till';

export interface OptionStepProps {
  view: StepView;
  item: ConfigurableItem;
  selection: Selection;
  onChange: (selection: Selection) => void;
  /** A required step left unanswered after the customer tried to confirm. */
  missing: boolean;
  variant?: OptionListVariant;
  /** An option's price as text (the kiosk's `1.234,50 ₺` unless given). */
  formatPrice?: (minor: number) => string;
  sectionRef?: (node: HTMLElement | null) => void;
}

/** The texts of each variant (the kiosk and the sale app load different parts of the catalogue). */
function textsOf(variant: OptionListVariant, t: TFunction) {
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

const styles = {
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

/**
 * One customization step and its options, for the kiosk's product dialog, the admin's kiosk
 * preview and the till's customize dialog: a radio step takes one option (a pressed button),
 * a stepper step several, each up to its maximum; prices come from the domain model.
 */
export function OptionStep({
  view,
  item,
  selection,
  onChange,
  missing,
  variant = 'kiosk',
  formatPrice = formatTry,
  sectionRef,
}: OptionStepProps) {
  const { t } = useTranslation();
  const texts = textsOf(variant, t);
  const style = styles[variant];
  const kiosk = variant === 'kiosk';
  const { step } = view;
  const chosen = selection[step.id] ?? {};
  const itemStep = item.steps.find((s) => s.id === step.id);
  const priceOf = (optionId: string) => {
    const option = itemStep?.options.find((o) => o.id === optionId);
    return option ? optionPrice(option) : 0;
  };
  const headingId = `step-${step.id}`;
  const radio = view.type === 'radio';

  const options = view.options.map(({ option }) => {
    const quantity = chosen[option.id] ?? 0;
    const price = priceOf(option.id);
    const disabled = !option.available;
    const image = kiosk && step.show_images ? option.image : null;
    const priceText = price > 0 ? `+${formatPrice(price)}` : texts.free;
    const set = (next: number) => onChange(setOptionQuantity(item, selection, step.id, option.id, next));
    if (radio) {
      const selected = quantity > 0;
      return (
        <button
          key={option.id}
          type="button"
          aria-pressed={selected}
          disabled={disabled}
          data-testid={kiosk ? 'config-option' : 'customize-option'}
          onClick={() => set(1)}
          className={
            kiosk
              ? cn(
                  'relative flex min-h-20 items-center gap-4 rounded-2xl bg-white p-4 text-left ring-2 transition-[box-shadow,transform] active:scale-[0.98]',
                  'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400 disabled:opacity-40',
                  selected ? 'shadow-md ring-primary-500' : 'shadow-sm ring-line hover:ring-primary-200',
                )
              : cn(
                  'flex min-h-14 items-center gap-3 rounded-xl bg-white px-3 py-2 text-left ring-2 transition-shadow',
                  'focus-visible:outline-none focus-visible:ring-primary-600 disabled:opacity-40',
                  selected ? 'bg-primary-50 ring-primary-500' : 'ring-line hover:ring-primary-300',
                )
          }
        >
          {kiosk ? (
            <>
              {image && <img src={image} alt="" className="size-16 shrink-0 rounded-xl object-cover" />}
              <span className="min-w-0 flex-1">
                <span className="block font-bold text-ink text-xl leading-tight">{option.name}</span>
                <span className="mt-1 block text-ink-muted text-lg tabular-nums">{priceText}</span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-9 shrink-0 place-items-center rounded-full ring-2',
                  selected ? 'bg-primary-500 text-secondary-950 ring-primary-500' : 'ring-line',
                )}
              >
                {selected && <Check className="size-5" strokeWidth={3} />}
              </span>
            </>
          ) : (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-5 shrink-0 place-items-center rounded-full ring-2',
                  selected ? 'bg-primary-500 ring-primary-500' : 'ring-line',
                )}
              >
                {selected && <span className="size-2 rounded-full bg-secondary-950" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink text-sm">{option.name}</span>
                <span className="block text-ink-muted text-xs tabular-nums">
                  {disabled ? texts.unavailable : priceText}
                </span>
              </span>
            </>
          )}
        </button>
      );
    }
    const max = Math.max(1, option.max_quantity);
    if (kiosk) {
      return (
        <div
          key={option.id}
          data-testid="config-option"
          data-selected={quantity > 0 || undefined}
          className={cn(
            'flex flex-col gap-3 rounded-2xl bg-white p-4 ring-2 transition-shadow',
            quantity > 0 ? 'shadow-md ring-primary-500' : 'shadow-sm ring-line',
            disabled && 'opacity-40',
          )}
        >
          <div className="flex items-center gap-4">
            {image && <img src={image} alt="" className="size-16 shrink-0 rounded-xl object-cover" />}
            <div className="min-w-0 flex-1">
              <p className="font-bold text-ink text-xl leading-tight">{option.name}</p>
              <p className="mt-1 text-ink-muted text-lg tabular-nums">
                {priceText}
                <span className="ml-2 text-base">· {texts.max(max)}</span>
              </p>
            </div>
          </div>
          <QuantityStepper
            value={quantity}
            onChange={set}
            max={disabled ? quantity : max}
            decreaseLabel={texts.decrease(option.name)}
            increaseLabel={texts.increase(option.name)}
            className="self-start"
          />
        </div>
      );
    }
    return (
      <div
        key={option.id}
        data-testid="customize-option"
        data-selected={quantity > 0 || undefined}
        className={cn(
          'flex min-h-14 items-center gap-2 rounded-xl bg-white py-1.5 pr-1.5 pl-3 ring-2',
          quantity > 0 ? 'bg-primary-50 ring-primary-500' : 'ring-line',
          disabled && 'opacity-40',
        )}
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink text-sm">{option.name}</span>
          <span className="block text-ink-muted text-xs tabular-nums">
            {disabled ? texts.unavailable : priceText}
            {!disabled && max > 1 && (
              <span>
                {priceText ? ' · ' : ''}
                {texts.max(max)}
              </span>
            )}
          </span>
        </span>
        <QuantityStepper
          density="compact"
          value={quantity}
          onChange={set}
          max={max}
          disabled={disabled}
          decreaseLabel={texts.decrease(option.name)}
          increaseLabel={texts.increase(option.name)}
          valueLabel={option.name}
        />
      </div>
    );
  });

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      data-testid={kiosk ? 'config-step' : 'customize-step'}
      data-step-type={view.type}
      data-missing={missing || undefined}
      className={cn(style.section, style.sectionState(missing))}
    >
      <div className={style.header}>
        <h3 id={headingId} className={style.title}>
          {step.title}
        </h3>
        <span className={cn(style.badge, style.badgeState(step.required))}>
          {step.required ? texts.required : texts.optional}
        </span>
        <span className={style.hint}>{radio ? texts.chooseOne : texts.chooseMany}</span>
        {step.subtitle &&
          (kiosk ? (
            <p className="w-full text-ink-muted text-lg">{step.subtitle}</p>
          ) : (
            <span className="text-ink-muted text-sm">· {step.subtitle}</span>
          ))}
      </div>
      {kiosk ? (
        <div className={style.grid}>{options}</div>
      ) : (
        <fieldset className={style.grid}>
          <legend className="sr-only">{step.title}</legend>
          {options}
        </fieldset>
      )}
    </section>
  );
}
