import { cn, formatMinor, Input, Select, SwitchRow, useLanguage } from '@kiosk/ui';
import { Scale, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import type { SettingsFormControl } from '../hooks/use-settings-form';
import { type AppSettings, numberOrZero, THRESHOLD_OPERATORS } from '../utils/settings-values';

/** Asking the customer for their details above an order amount (the e-archive invoice threshold). */
export function CustomerInfoSection({ id, control }: { id: string; control: SettingsFormControl }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { customerInfo } = control.form.settings;
  const amountMinor = Math.round(numberOrZero(control.form.amountText) * 100);
  return (
    <FormSection
      icon={<UserRound className="size-5" aria-hidden="true" />}
      title={t('settings.customerInfo.title')}
      description={t('settings.customerInfo.description')}
    >
      <SwitchRow
        id={`${id}-collect`}
        label={t('settings.customerInfo.enabled')}
        hint={t('settings.customerInfo.enabledHint')}
        checked={customerInfo.enabled}
        onCheckedChange={(enabled) => control.setCustomerInfo({ enabled })}
      />
      <div
        className={cn(
          'mt-4 grid gap-4 transition-opacity sm:grid-cols-2',
          !customerInfo.enabled && 'opacity-60',
        )}
      >
        <ThresholdFields id={id} control={control} />
      </div>
      <p className="mt-4 rounded-xl bg-primary-50 px-4 py-3 text-secondary-900 text-sm" aria-live="polite">
        {customerInfo.enabled
          ? t(`settings.customerInfo.summary.${customerInfo.operator}`, {
              amount: formatMinor(amountMinor, 'TL', locale),
            })
          : t('settings.customerInfo.summary.off')}
      </p>
      <p
        id={`${id}-amount-notice`}
        className="mt-3 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
      >
        <Scale className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('settings.customerInfo.taxNotice', { amount: formatMinor(600000, 'TL', locale) })}
      </p>
    </FormSection>
  );
}

/** The threshold: the comparison and the amount. */
function ThresholdFields({ id, control }: { id: string; control: SettingsFormControl }) {
  const { t } = useTranslation();
  const { customerInfo } = control.form.settings;
  return (
    <>
      <div>
        <label htmlFor={`${id}-operator`} className="mb-1.5 block font-medium text-ink text-sm">
          {t('settings.customerInfo.operator')}
        </label>
        <Select
          id={`${id}-operator`}
          value={customerInfo.operator}
          disabled={!customerInfo.enabled}
          onChange={(event) =>
            control.setCustomerInfo({
              operator: event.target.value as AppSettings['customerInfo']['operator'],
            })
          }
          data-testid="customer-info-operator"
        >
          {THRESHOLD_OPERATORS.map((operator) => (
            <option key={operator} value={operator}>
              {t(`settings.customerInfo.operators.${operator}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-amount`} className="mb-1.5 block font-medium text-ink text-sm">
          {t('settings.customerInfo.amount')}
        </label>
        <div className="relative">
          <Input
            id={`${id}-amount`}
            type="number"
            min={0}
            step={100}
            inputMode="decimal"
            value={control.form.amountText}
            disabled={!customerInfo.enabled}
            onChange={(event) => control.setTexts({ amountText: event.target.value })}
            onBlur={(event) => control.setTexts({ amountText: String(numberOrZero(event.target.value)) })}
            className="pr-10 tabular-nums"
            aria-describedby={`${id}-amount-notice`}
            data-testid="customer-info-amount"
          />
          <span className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 font-semibold text-ink-muted">
            ₺
          </span>
        </div>
      </div>
    </>
  );
}
