import { Input } from '@kiosk/ui';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import type { CountForm } from '../hooks/use-count-form';
import { COIN_DENOMINATIONS, NOTE_DENOMINATIONS, quantityKey, stepQuantity } from '../utils/count-form';
import { ChoicePair } from './choice-pair';
import { DrawerAmountField } from './drawer-form-dialog';

/**
 * The drawer count: note by note and coin by coin (steppers and number fields) with the running
 * total, or a plain total; each field shows its own error (the form's or the server's).
 */
export function CountFields({ id, count }: { id: string; count: CountForm }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const { form, values } = count;
  const mode = values.mode;
  return (
    <div className="flex flex-col gap-4" data-testid="count-fields">
      <ChoicePair
        legend={t('sale.tillSession.float')}
        legendHidden
        small
        options={[
          { value: 'count', label: t('sale.tillSession.byDenomination') },
          { value: 'total', label: t('sale.tillSession.plainTotal') },
        ]}
        value={mode}
        onChange={(next) => form.setValue('mode', next)}
        testId="count-mode"
      />
      {mode === 'count' ? (
        <div className="grid gap-4 md:grid-cols-2">
          <DenominationGroup
            id={id}
            title={t('sale.tillSession.notes')}
            list={NOTE_DENOMINATIONS}
            count={count}
          />
          <DenominationGroup
            id={id}
            title={t('sale.tillSession.coins')}
            list={COIN_DENOMINATIONS}
            count={count}
          />
        </div>
      ) : (
        <DrawerAmountField
          id={`${id}-total`}
          label={t('sale.tillSession.drawer.totalAmount')}
          error={count.errorText('total')}
          testId="count-total-input"
          registration={form.register('total')}
        />
      )}
      {mode === 'count' && count.errorText('total') && (
        <p role="alert" className="text-red-700 text-sm">
          {count.errorText('total')}
        </p>
      )}
      <div className="flex items-baseline justify-between rounded-2xl bg-secondary-50 px-5 py-3 ring-1 ring-secondary-100">
        <span className="font-semibold text-ink">{t('sale.tillSession.drawer.runningTotal')}</span>
        <output className="font-extrabold text-3xl text-ink tabular-nums" data-testid="count-running-total">
          {count.totalMinor === null ? '—' : formatTl(count.totalMinor)}
        </output>
      </div>
    </div>
  );
}

function DenominationGroup({
  id,
  title,
  list,
  count,
}: {
  id: string;
  title: string;
  list: readonly number[];
  count: CountForm;
}) {
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <legend className="mb-1 font-semibold text-ink-muted text-sm uppercase tracking-wide">{title}</legend>
      {list.map((denomination) => (
        <DenominationRow key={denomination} id={id} denomination={denomination} count={count} />
      ))}
    </fieldset>
  );
}

function DenominationRow({
  id,
  denomination,
  count,
}: {
  id: string;
  denomination: number;
  count: CountForm;
}) {
  const { t } = useTranslation();
  const { form } = count;
  const key = quantityKey(denomination);
  const field = `quantities.${key}` as const;
  const fieldId = `${id}-${key}`;
  const label = t(`sale.tillSession.denominations.${denomination}`);
  const error = count.errorText(field);
  const step = (by: 1 | -1) =>
    form.setValue(field, stepQuantity(count.values.quantities[key] ?? '', by), {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <div className="min-w-0">
      <div className="flex items-center gap-2">
        <label htmlFor={fieldId} className="w-20 shrink-0 font-semibold text-ink tabular-nums">
          {label}
        </label>
        <StepButton
          label={t('sale.tillSession.drawer.decrease', { denomination: label })}
          onClick={() => step(-1)}
        >
          <Minus className="size-5" aria-hidden="true" />
        </StepButton>
        <Input
          id={fieldId}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          aria-label={t('sale.tillSession.drawer.quantity', { denomination: label })}
          invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="h-11 min-w-0 flex-1 text-center font-semibold text-lg tabular-nums"
          data-testid={`count-${denomination}`}
          {...form.register(field)}
        />
        <StepButton
          label={t('sale.tillSession.drawer.increase', { denomination: label })}
          onClick={() => step(1)}
        >
          <Plus className="size-5" aria-hidden="true" />
        </StepButton>
      </div>
      {error && (
        <p id={`${fieldId}-error`} className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

function StepButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-ink ring-1 ring-line transition-colors hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400"
    >
      {children}
    </button>
  );
}
