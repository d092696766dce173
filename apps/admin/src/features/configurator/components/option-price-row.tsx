import { cn, Input, Switch } from '@kiosk/ui';
import { AlertTriangle, Lock, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  MAX_OPTION_QUANTITY,
  type OptionDraft,
  resetToProductPrice,
  setOptionPriceText,
} from '../utils/configuration-draft';
import type { OptionChecks } from '../utils/option-checks';
import { Field, FieldError } from './form-fields';

interface OptionPriceRowProps {
  id: string;
  option: OptionDraft;
  stepType: 'radio' | 'stepper';
  checks: OptionChecks;
  onChange: (next: OptionDraft) => void;
  onDefaultChange: (isDefault: boolean) => void;
}

/** The option's price (locked while it follows a product), its most (multiple choice) and default. */
export function OptionPriceRow({
  id,
  option,
  stepType,
  checks,
  onChange,
  onDefaultChange,
}: OptionPriceRowProps) {
  const { t } = useTranslation();
  const locked = option.productId !== null && !option.isManualPrice;
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
      <Field id={`${id}-price`} label={t('configurator.option.price')}>
        <div className="relative">
          <Input
            id={`${id}-price`}
            value={option.priceText}
            inputMode="decimal"
            onChange={(event) => onChange(setOptionPriceText(option, event.target.value))}
            invalid={checks.priceInvalid}
            className={cn('h-11 tabular-nums', locked && 'pr-10')}
            aria-describedby={`${id}-price-note`}
          />
          {locked && (
            <Lock
              className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-secondary-500"
              aria-hidden="true"
            />
          )}
        </div>
        <div id={`${id}-price-note`} className="mt-1 text-xs">
          <PriceNote {...{ option, onChange, priceInvalid: checks.priceInvalid }} />
        </div>
      </Field>
      {stepType === 'stepper' ? (
        <Field id={`${id}-max`} label={t('configurator.option.maxQuantity')}>
          <Input
            id={`${id}-max`}
            type="number"
            min={1}
            max={MAX_OPTION_QUANTITY}
            step={1}
            value={Number.isFinite(option.maxQuantity) ? option.maxQuantity : ''}
            onChange={(event) => onChange({ ...option, maxQuantity: event.target.valueAsNumber })}
            invalid={checks.quantityInvalid}
            className="h-11 tabular-nums"
          />
          {checks.quantityInvalid && <FieldError>{t('configurator.validation.invalidQuantity')}</FieldError>}
        </Field>
      ) : (
        <div className="hidden sm:block" />
      )}
      <div className="flex items-center gap-2 sm:pt-6">
        <Switch
          id={`${id}-default`}
          checked={option.isDefault}
          onCheckedChange={onDefaultChange}
          aria-labelledby={`${id}-default-label`}
        />
        <span id={`${id}-default-label`} className="font-medium text-ink text-sm">
          {t('configurator.option.isDefault')}
        </span>
      </div>
    </div>
  );
}

/** Under the price: invalid, a manual price on a linked option (with a way back), or locked. */
function PriceNote({
  option,
  onChange,
  priceInvalid,
}: Pick<OptionPriceRowProps, 'option' | 'onChange'> & { priceInvalid: boolean }) {
  const { t } = useTranslation();
  const linked = option.productId !== null;
  if (priceInvalid) return <span className="text-red-700">{t('configurator.validation.invalidPrice')}</span>;
  if (linked && option.isManualPrice)
    return (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-amber-800" role="status">
        <span className="inline-flex items-center gap-1 font-medium" data-testid="manual-price-warning">
          <AlertTriangle className="size-3.5" aria-hidden="true" />
          {t('configurator.option.manualPrice')}
        </span>
        {option.linkedPriceMinor !== null && (
          <button
            type="button"
            onClick={() => onChange(resetToProductPrice(option))}
            className="inline-flex items-center gap-1 rounded font-semibold text-secondary-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            <RotateCcw className="size-3" aria-hidden="true" />
            {t('configurator.option.useProductPrice')}
          </button>
        )}
      </span>
    );
  if (linked) return <span className="text-ink-muted">{t('configurator.option.priceLocked')}</span>;
  return null;
}
