import { Button, CURRENCIES, Input } from '@kiosk/ui';
import { ArrowRightLeft, Coins, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import type { SettingsFormControl } from '../hooks/use-settings-form';
import { defaultRateTexts } from '../utils/settings-form';
import { numberOrZero, RATE_PAIRS } from '../utils/settings-values';
import { ChoiceCard } from './choice-card';

/** The default currency and the exchange rates between the currencies. */
export function CurrencySection({ id, control }: { id: string; control: SettingsFormControl }) {
  const { t } = useTranslation();
  const { settings } = control.form;
  return (
    <FormSection
      icon={<Coins className="size-5" aria-hidden="true" />}
      title={t('settings.currency.title')}
      description={t('settings.currency.description')}
    >
      <fieldset className="mx-0 min-w-0 border-0 p-0">
        <legend className="mb-2 font-medium text-ink text-sm">{t('settings.currency.label')}</legend>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {CURRENCIES.map((currency) => (
            <ChoiceCard
              key={currency.code}
              name={`${id}-currency`}
              checked={settings.defaultCurrency === currency.code}
              onSelect={() => control.set({ defaultCurrency: currency.code })}
              badge={currency.symbol}
              label={currency.code}
              hint={t(`admin.preferences.currencies.${currency.code}`)}
            />
          ))}
        </div>
      </fieldset>
      <RatesPanel id={id} control={control} />
    </FormSection>
  );
}

function RatesPanel({ id, control }: { id: string; control: SettingsFormControl }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-ink text-sm">
          <ArrowRightLeft className="size-4 text-secondary-600" aria-hidden="true" />
          {t('settings.currency.rates')}
        </h3>
        <Button variant="ghost" size="sm" onClick={() => control.setTexts({ rateTexts: defaultRateTexts() })}>
          <RotateCcw aria-hidden="true" />
          {t('settings.currency.resetRates')}
        </Button>
      </div>
      <p className="mb-3 text-ink-muted text-sm">{t('settings.currency.ratesHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {RATE_PAIRS.map((pair) => (
          <RateField
            key={pair}
            id={`${id}-rate-${pair}`}
            pair={pair}
            value={control.form.rateTexts[pair] ?? ''}
            onChange={(text) => control.setRateText(pair, text)}
          />
        ))}
      </div>
    </div>
  );
}

function RateField({
  id,
  pair,
  value,
  onChange,
}: {
  id: string;
  pair: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [from, to] = pair.split('_');
  return (
    <div className="rounded-xl border border-line bg-surface px-3 py-2.5">
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink-muted text-xs">
        {t('settings.currency.rateLabel', { from, to })}
      </label>
      <div className="flex items-center gap-2">
        <span className="whitespace-nowrap font-semibold text-ink text-sm tabular-nums">1 {from} =</span>
        <Input
          id={id}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => onChange(String(numberOrZero(event.target.value, 2)))}
          className="h-10 text-right tabular-nums"
          data-testid={`rate-${pair}`}
        />
        <span className="font-semibold text-ink text-sm">{to}</span>
      </div>
    </div>
  );
}
