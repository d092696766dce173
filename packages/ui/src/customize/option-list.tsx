import { type ConfigurableItem, optionPrice, type Selection, setOptionQuantity } from '@kiosk/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';
import type { StepView } from '../menu/menu-model.js';
import { formatTry } from './kiosk-money.js';
import { KioskStepperOption, type OptionCardProps, RadioOption, TillStepperOption } from './option-cards.js';
import { type OptionListVariant, styles, textsOf } from './option-texts.js';

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
    const price = priceOf(option.id);
    const card: OptionCardProps = {
      option,
      quantity: chosen[option.id] ?? 0,
      priceText: price > 0 ? `+${formatPrice(price)}` : texts.free,
      image: kiosk && step.show_images ? option.image : null,
      disabled: !option.available,
      texts,
      kiosk,
      set: (next: number) => onChange(setOptionQuantity(item, selection, step.id, option.id, next)),
    };
    if (radio) return <RadioOption key={option.id} {...card} />;
    const max = Math.max(1, option.max_quantity);
    return kiosk ? (
      <KioskStepperOption key={option.id} {...card} max={max} />
    ) : (
      <TillStepperOption key={option.id} {...card} max={max} />
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
