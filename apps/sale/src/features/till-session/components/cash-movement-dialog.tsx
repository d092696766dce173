import { cn, Field, Select, Textarea } from '@kiosk/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashMovementForm } from '../hooks/use-cash-movement-form';
import { type CashDirection, REASONS_BY_DIRECTION } from '../utils/cash-movement';
import { DrawerAmountField, DrawerFormDialog } from './drawer-form-dialog';

/** Cash in or out: the direction, a reason from the list ("Diğer" needs a note) and the amount in TL. */
export function CashMovementDialog({
  sessionId,
  direction: initial,
  onClose,
}: {
  sessionId: string;
  direction: CashDirection;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { form, action, refusal, direction, errors, text, submit, setDirection } = useCashMovementForm(
    sessionId,
    initial,
    onClose,
  );
  return (
    <DrawerFormDialog
      title={t(direction === 'in' ? 'sale.tillSession.cashIn' : 'sale.tillSession.cashOut')}
      size="md"
      testId="cash-move"
      submitLabel={t('sale.tillSession.drawer.saveMove')}
      busy={action.busy}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <DirectionPicker direction={direction} onChange={setDirection} />
      <Field id={`${id}-reason`} label={t('sale.tillSession.reason')}>
        <Select id={`${id}-reason`} data-testid="cash-reason" {...form.register('reason')}>
          {REASONS_BY_DIRECTION[direction].map((reason) => (
            <option key={reason} value={reason}>
              {t(`sale.tillSession.reasons.${reason}`)}
            </option>
          ))}
        </Select>
      </Field>
      <DrawerAmountField
        id={`${id}-amount`}
        label={t('sale.tillSession.amount')}
        error={text(errors.amount?.message)}
        testId="cash-amount"
        registration={form.register('amount')}
      />
      <Field
        id={`${id}-note`}
        label={t('sale.tillSession.note')}
        required={form.watch('reason') === 'other'}
        error={text(errors.note?.message)}
      >
        <Textarea
          id={`${id}-note`}
          rows={2}
          invalid={Boolean(errors.note)}
          data-testid="cash-note"
          {...form.register('note')}
        />
      </Field>
    </DrawerFormDialog>
  );
}

function DirectionPicker({
  direction,
  onChange,
}: {
  direction: CashDirection;
  onChange(next: CashDirection): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 grid grid-cols-2 gap-2 border-0 p-0">
      <legend className="mb-1.5 font-medium text-ink text-sm">
        {t('sale.tillSession.drawer.direction')}
      </legend>
      {(['in', 'out'] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={direction === value}
          data-testid={`cash-direction-${value}`}
          onClick={() => onChange(value)}
          className={cn(
            'h-12 rounded-xl font-semibold ring-2 transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
            direction === value
              ? 'bg-secondary-900 text-white ring-secondary-900'
              : 'bg-white text-ink ring-line',
          )}
        >
          {t(value === 'in' ? 'sale.tillSession.drawer.directionIn' : 'sale.tillSession.drawer.directionOut')}
        </button>
      ))}
    </fieldset>
  );
}
