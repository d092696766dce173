import { Button, cn, Dialog, DialogClose, Field, Input } from '@kiosk/ui';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscountForm } from '../hooks/use-discount-form';
import { DISCOUNT_REASONS } from '../utils/discount-form';

export interface DiscountTarget {
  /** A line's discount (its id and name), or the order's (null). */
  lineId: string | null;
  name?: string;
}

/** "İndirim": percent or amount, a reason from the presets or typed; on a line or on the order. */
export function DiscountDialog({ target, onClose }: { target: DiscountTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
      title={
        target?.lineId
          ? t('sale.pricing.discount.lineTitle', { name: target.name ?? '' })
          : t('sale.pricing.discount.orderTitle')
      }
    >
      {target && <DiscountForm key={target.lineId ?? 'order'} lineId={target.lineId} onDone={onClose} />}
    </Dialog>
  );
}

function DiscountForm({ lineId, onDone }: { lineId: string | null; onDone(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, submit, text, errors } = useDiscountForm(lineId, onDone);
  const type = form.watch('type');
  const reason = form.watch('reason');
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} data-testid="discount-dialog" noValidate>
      <ChoiceRow
        legend={t('sale.pricing.discount.type')}
        value={type}
        options={(['percent', 'amount'] as const).map((v) => ({
          value: v,
          label: t(`sale.pricing.discount.${v}`),
        }))}
        onChange={(v) => form.setValue('type', v as 'percent' | 'amount')}
        testId="discount-type"
      />
      <Field
        id={`${id}-value`}
        label={t(
          type === 'percent' ? 'sale.pricing.discount.valuePercent' : 'sale.pricing.discount.valueAmount',
        )}
        error={text(errors.value?.message)}
        required
      >
        <Input
          id={`${id}-value`}
          inputMode="decimal"
          autoComplete="off"
          invalid={Boolean(errors.value)}
          data-testid="discount-value"
          {...form.register('value')}
        />
      </Field>
      <ChoiceRow
        legend={t('sale.pricing.discount.reason')}
        value={reason}
        options={[...DISCOUNT_REASONS, 'other' as const].map((v) => ({
          value: v,
          label:
            v === 'other' ? t('sale.pricing.discount.reasonOther') : t(`sale.pricing.discount.reasons.${v}`),
        }))}
        onChange={(v) => form.setValue('reason', v, { shouldValidate: form.formState.isSubmitted })}
        testId="discount-reason"
      />
      {reason === 'other' && (
        <Field id={`${id}-other`} label={t('sale.pricing.discount.reasonOther')} required>
          <Input
            id={`${id}-other`}
            maxLength={200}
            invalid={Boolean(errors.other)}
            data-testid="discount-reason-text"
            {...form.register('other')}
          />
        </Field>
      )}
      {errors.other && (
        <p role="alert" className="font-semibold text-red-700 text-sm">
          {text(errors.other.message)}
        </p>
      )}
      <div className="flex justify-end gap-3 pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" size="lg">
            {t('sale.pricing.discount.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" size="lg" data-testid="discount-apply">
          <Check aria-hidden="true" />
          {t('sale.pricing.discount.apply')}
        </Button>
      </div>
    </form>
  );
}

/** A row of toggle buttons (44 px high) standing for a radio group. */
function ChoiceRow({
  legend,
  value,
  options,
  onChange,
  testId,
}: {
  legend: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange(value: string): void;
  testId: string;
}) {
  return (
    <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0" data-testid={testId}>
      <legend className="mb-1.5 font-medium text-ink text-sm">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          data-value={option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-11 rounded-xl px-4 font-semibold text-sm ring-2 transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
            value === option.value
              ? 'bg-secondary-900 text-white ring-secondary-900'
              : 'bg-white text-ink ring-line',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
