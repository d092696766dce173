import { Field, Select, Textarea } from '@kiosk/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashMovementForm } from '../hooks/use-cash-movement-form';
import { type CashDirection, REASONS_BY_DIRECTION } from '../utils/cash-movement';
import { ChoicePair } from './choice-pair';
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
      <ChoicePair
        legend={t('sale.tillSession.drawer.direction')}
        options={[
          { value: 'in', label: t('sale.tillSession.drawer.directionIn') },
          { value: 'out', label: t('sale.tillSession.drawer.directionOut') },
        ]}
        value={direction}
        onChange={setDirection}
        testId="cash-direction"
      />
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
