import { Check } from 'lucide-react';
import { cn } from '../lib/cn.js';
import type { StepView } from '../menu/menu-model.js';
import type { OptionTexts } from './option-texts.js';
import { QuantityStepper } from './quantity-stepper.js';

/** What every option card shows and does. */
export interface OptionCardProps {
  option: StepView['options'][number]['option'];
  quantity: number;
  /** `+12,50 ₺`, or the "free" text (kiosk) / null (till) for a free option. */
  priceText: string | null;
  /** The option's picture (kiosk steps that show pictures). */
  image: string | null;
  disabled: boolean;
  texts: OptionTexts;
  kiosk: boolean;
  set: (quantity: number) => void;
}

/** An option of a radio step: a pressed button. */
export function RadioOption({
  option,
  quantity,
  priceText,
  image,
  disabled,
  texts,
  kiosk,
  set,
}: OptionCardProps) {
  const selected = quantity > 0;
  return (
    <button
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

/** An option of a stepper step on the kiosk: a card with its picture and a big stepper. */
export function KioskStepperOption({
  option,
  quantity,
  priceText,
  image,
  disabled,
  texts,
  set,
  max,
}: OptionCardProps & { max: number }) {
  return (
    <div
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

/** An option of a stepper step on the till: a dense row with a compact stepper. */
export function TillStepperOption({
  option,
  quantity,
  priceText,
  disabled,
  texts,
  set,
  max,
}: OptionCardProps & { max: number }) {
  return (
    <div
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
}
