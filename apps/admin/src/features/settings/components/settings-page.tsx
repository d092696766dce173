import { SUCCESS_SCREEN_SECONDS } from '@kiosk/contracts';
import { SUPPORTED_LANGUAGES } from '@kiosk/i18n';
import {
  Button,
  CURRENCIES,
  cn,
  FormMessage,
  formatMinor,
  Input,
  isApiError,
  PageSpinner,
  Select,
  SwitchRow,
  toast,
  useDocumentTitle,
  useLanguage,
} from '@kiosk/ui';
import {
  ArrowRightLeft,
  Check,
  Coins,
  Image,
  Languages,
  RotateCcw,
  Save,
  Scale,
  Timer,
  UserRound,
  Wallet,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import { serverMessageDescription } from '../../../lib/server-message';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import {
  type AppSettings,
  DEFAULT_SETTINGS,
  numberOrZero,
  RATE_PAIRS,
  THRESHOLD_OPERATORS,
} from '../utils/settings-values';

/** /settings (spec section 2, "Settings"): language, currency and rates, customer info, product images. */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'), t('common.appName.admin'));
  const settings = useSettings();

  return (
    <div className="mx-auto w-full max-w-4xl">
      <header className="mb-6">
        <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">{t('settings.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('settings.subtitle')}</p>
      </header>
      {settings.data ? (
        <SettingsForm
          // starts again only when what the server holds changed (a save, another admin's save), not
          // on every read: a read after a reconnect must not throw away what was typed
          key={JSON.stringify(settings.data.settings)}
          initial={settings.data.settings}
          fromCache={settings.data.source === 'cache'}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

interface FormState {
  settings: AppSettings;
  /** Number inputs as typed; made numbers (invalid: 0) when they lose focus and on save. */
  rateTexts: Record<string, string>;
  amountText: string;
  /** The success screen's seconds as typed. */
  secondsText: string;
}

const toForm = (settings: AppSettings): FormState => ({
  settings,
  rateTexts: Object.fromEntries(RATE_PAIRS.map((pair) => [pair, String(settings.currencyRates[pair] ?? 0)])),
  amountText: String(settings.customerInfo.amount),
  secondsText: String(settings.successScreenSeconds),
});

/** Whole seconds within the setting's bounds (the server checks the same). */
const validSeconds = (text: string): boolean => {
  const value = Number(text.trim());
  return (
    /^\d+$/.test(text.trim()) && value >= SUCCESS_SCREEN_SECONDS.min && value <= SUCCESS_SCREEN_SECONDS.max
  );
};

function fromForm(form: FormState): AppSettings {
  return {
    ...form.settings,
    currencyRates: Object.fromEntries(
      RATE_PAIRS.map((pair) => [pair, numberOrZero(form.rateTexts[pair] ?? '', 2)]),
    ),
    customerInfo: { ...form.settings.customerInfo, amount: numberOrZero(form.amountText) },
    successScreenSeconds: numberOrZero(form.secondsText),
  };
}

function SettingsForm({
  initial,
  fromCache,
  onRetry,
  retrying,
}: {
  initial: AppSettings;
  fromCache: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [form, setForm] = useState<FormState>(() => toForm(initial));
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initial));
  const save = useSaveSettings();
  const current = useMemo(() => fromForm(form), [form]);
  const dirty = JSON.stringify(current) !== savedJson;
  const { settings } = form;
  const id = useId();
  const [secondsError, setSecondsError] = useState<string | undefined>(undefined);
  const secondsInvalid = t('settings.successScreen.invalid', {
    min: SUCCESS_SCREEN_SECONDS.min,
    max: SUCCESS_SCREEN_SECONDS.max,
  });

  const set = (patch: Partial<AppSettings>) =>
    setForm((f) => ({ ...f, settings: { ...f.settings, ...patch } }));
  const setCustomerInfo = (patch: Partial<AppSettings['customerInfo']>) =>
    setForm((f) => ({
      ...f,
      settings: { ...f.settings, customerInfo: { ...f.settings.customerInfo, ...patch } },
    }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    if (!validSeconds(form.secondsText)) {
      setSecondsError(secondsInvalid);
      document.getElementById(`${id}-success-seconds`)?.focus();
      return;
    }
    setSecondsError(undefined);
    const values = fromForm(form);
    try {
      const result = await save.mutateAsync(values);
      setForm(toForm(values));
      setSavedJson(JSON.stringify(values));
      if (result.saved === 'server') toast.success(t('settings.settingsSavedSuccess'));
      else toast.warning(t('settings.savedLocally'));
    } catch (caught) {
      // the server names the setting it refused (validation_failed)
      if (isApiError(caught) && caught.message.includes('success_screen_seconds'))
        setSecondsError(secondsInvalid);
      toast.error(t('settings.settingsSaveError'), serverMessageDescription(caught, t));
    }
  }

  const amountMinor = Math.round(numberOrZero(form.amountText) * 100);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6 pb-4">
      {fromCache && (
        <FormMessage tone="info">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {t('settings.offline')}
            <button
              type="button"
              onClick={onRetry}
              disabled={retrying}
              className="font-semibold underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            >
              {t('settings.retry')}
            </button>
          </span>
        </FormMessage>
      )}

      <FormSection
        icon={<Languages className="size-5" aria-hidden="true" />}
        title={t('settings.language.title')}
        description={t('settings.language.description')}
      >
        <fieldset className="mx-0 min-w-0 border-0 p-0">
          <legend className="mb-2 font-medium text-ink text-sm">{t('settings.language.label')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {SUPPORTED_LANGUAGES.map((code) => (
              <ChoiceCard
                key={code}
                name={`${id}-language`}
                checked={settings.defaultLanguage === code}
                onSelect={() => set({ defaultLanguage: code })}
                badge={<span className="uppercase">{code}</span>}
                label={<span lang={code}>{t(`ui.language.names.${code}`)}</span>}
              />
            ))}
          </div>
        </fieldset>
      </FormSection>

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
                onSelect={() => set({ defaultCurrency: currency.code })}
                badge={currency.symbol}
                label={currency.code}
                hint={t(`admin.preferences.currencies.${currency.code}`)}
              />
            ))}
          </div>
        </fieldset>

        <div className="mt-6">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h3 className="flex items-center gap-2 font-semibold text-ink text-sm">
              <ArrowRightLeft className="size-4 text-secondary-600" aria-hidden="true" />
              {t('settings.currency.rates')}
            </h3>
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                setForm((f) => ({
                  ...f,
                  rateTexts: Object.fromEntries(
                    RATE_PAIRS.map((pair) => [pair, String(DEFAULT_SETTINGS.currencyRates[pair])]),
                  ),
                }))
              }
            >
              <RotateCcw aria-hidden="true" />
              {t('settings.currency.resetRates')}
            </Button>
          </div>
          <p className="mb-3 text-ink-muted text-sm">{t('settings.currency.ratesHint')}</p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {RATE_PAIRS.map((pair) => {
              const [from, to] = pair.split('_');
              const inputId = `${id}-rate-${pair}`;
              return (
                <div key={pair} className="rounded-xl border border-line bg-surface px-3 py-2.5">
                  <label htmlFor={inputId} className="mb-1.5 block font-medium text-ink-muted text-xs">
                    {t('settings.currency.rateLabel', { from, to })}
                  </label>
                  <div className="flex items-center gap-2">
                    <span className="whitespace-nowrap font-semibold text-ink text-sm tabular-nums">
                      1 {from} =
                    </span>
                    <Input
                      id={inputId}
                      type="number"
                      min={0}
                      step={0.01}
                      inputMode="decimal"
                      value={form.rateTexts[pair] ?? ''}
                      onChange={(event) =>
                        setForm((f) => ({ ...f, rateTexts: { ...f.rateTexts, [pair]: event.target.value } }))
                      }
                      onBlur={(event) =>
                        setForm((f) => ({
                          ...f,
                          rateTexts: { ...f.rateTexts, [pair]: String(numberOrZero(event.target.value, 2)) },
                        }))
                      }
                      className="h-10 text-right tabular-nums"
                      data-testid={`rate-${pair}`}
                    />
                    <span className="font-semibold text-ink text-sm">{to}</span>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </FormSection>

      <FormSection
        icon={<UserRound className="size-5" aria-hidden="true" />}
        title={t('settings.customerInfo.title')}
        description={t('settings.customerInfo.description')}
      >
        <SwitchRow
          id={`${id}-collect`}
          label={t('settings.customerInfo.enabled')}
          hint={t('settings.customerInfo.enabledHint')}
          checked={settings.customerInfo.enabled}
          onCheckedChange={(enabled) => setCustomerInfo({ enabled })}
        />
        <div
          className={cn(
            'mt-4 grid gap-4 transition-opacity sm:grid-cols-2',
            !settings.customerInfo.enabled && 'opacity-60',
          )}
        >
          <div>
            <label htmlFor={`${id}-operator`} className="mb-1.5 block font-medium text-ink text-sm">
              {t('settings.customerInfo.operator')}
            </label>
            <Select
              id={`${id}-operator`}
              value={settings.customerInfo.operator}
              disabled={!settings.customerInfo.enabled}
              onChange={(event) =>
                setCustomerInfo({ operator: event.target.value as AppSettings['customerInfo']['operator'] })
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
                value={form.amountText}
                disabled={!settings.customerInfo.enabled}
                onChange={(event) => setForm((f) => ({ ...f, amountText: event.target.value }))}
                onBlur={(event) =>
                  setForm((f) => ({ ...f, amountText: String(numberOrZero(event.target.value)) }))
                }
                className="pr-10 tabular-nums"
                aria-describedby={`${id}-amount-notice`}
                data-testid="customer-info-amount"
              />
              <span className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 font-semibold text-ink-muted">
                ₺
              </span>
            </div>
          </div>
        </div>
        <p className="mt-4 rounded-xl bg-primary-50 px-4 py-3 text-secondary-900 text-sm" aria-live="polite">
          {settings.customerInfo.enabled
            ? t(`settings.customerInfo.summary.${settings.customerInfo.operator}`, {
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

      <FormSection
        icon={<Image className="size-5" aria-hidden="true" />}
        title={t('settings.display.title')}
        description={t('settings.display.description')}
      >
        <SwitchRow
          id={`${id}-images`}
          label={t('settings.display.showImages')}
          hint={t('settings.display.showImagesHint')}
          checked={settings.showProductImages}
          onCheckedChange={(showProductImages) => set({ showProductImages })}
        />
      </FormSection>

      <FormSection
        icon={<Wallet className="size-5" aria-hidden="true" />}
        title={t('settings.payAtCounter.title')}
        description={t('settings.payAtCounter.description')}
      >
        <SwitchRow
          id={`${id}-pay-at-counter`}
          label={t('settings.payAtCounter.label')}
          hint={t('settings.payAtCounter.hint')}
          checked={settings.payAtCounter}
          onCheckedChange={(payAtCounter) => set({ payAtCounter })}
        />
      </FormSection>

      <FormSection
        icon={<Timer className="size-5" aria-hidden="true" />}
        title={t('settings.successScreen.title')}
        description={t('settings.successScreen.description')}
      >
        <label htmlFor={`${id}-success-seconds`} className="mb-1.5 block font-medium text-ink text-sm">
          {t('settings.successScreen.label')}
        </label>
        <div className="relative max-w-xs">
          <Input
            id={`${id}-success-seconds`}
            type="number"
            min={SUCCESS_SCREEN_SECONDS.min}
            max={SUCCESS_SCREEN_SECONDS.max}
            step={1}
            inputMode="numeric"
            value={form.secondsText}
            onChange={(event) => {
              const secondsText = event.target.value;
              setForm((f) => ({ ...f, secondsText }));
              if (secondsError && validSeconds(secondsText)) setSecondsError(undefined);
            }}
            onBlur={(event) => {
              if (!validSeconds(event.target.value)) setSecondsError(secondsInvalid);
            }}
            className="scroll-mb-48 pr-20 tabular-nums"
            aria-invalid={secondsError ? true : undefined}
            aria-describedby={`${id}-success-seconds-hint${secondsError ? ` ${id}-success-seconds-error` : ''}`}
            data-testid="success-screen-seconds"
          />
          <span className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 font-medium text-ink-muted text-sm">
            {t('settings.successScreen.unit')}
          </span>
        </div>
        {secondsError && (
          <p
            id={`${id}-success-seconds-error`}
            role="alert"
            className="mt-2 font-medium text-red-700 text-sm"
            data-testid="success-screen-seconds-error"
          >
            {secondsError}
          </p>
        )}
        <p id={`${id}-success-seconds-hint`} className="mt-2 text-ink-muted text-sm">
          {t('settings.successScreen.hint', {
            default: SUCCESS_SCREEN_SECONDS.default,
            min: SUCCESS_SCREEN_SECONDS.min,
            max: SUCCESS_SCREEN_SECONDS.max,
          })}
        </p>
      </FormSection>

      <div className="sticky bottom-4 z-10 rounded-2xl border border-line bg-white/95 px-4 py-3 shadow-raised backdrop-blur">
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="mr-auto text-ink-muted text-sm" aria-live="polite">
            {dirty ? t('settings.unsaved') : t('settings.upToDate')}
          </p>
          {dirty && (
            <Button variant="outline" onClick={() => setForm(toForm(JSON.parse(savedJson) as AppSettings))}>
              {t('settings.discard')}
            </Button>
          )}
          <Button type="submit" size="lg" loading={save.isPending} data-testid="save-settings">
            {!save.isPending && <Save aria-hidden="true" />}
            {save.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function ChoiceCard({
  name,
  checked,
  onSelect,
  badge,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  badge: ReactNode;
  label: ReactNode;
  hint?: string;
}) {
  return (
    <label
      className={cn(
        'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
        checked ? 'border-primary-400 bg-primary-50' : 'border-line hover:border-primary-200',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="sr-only" />
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg font-bold text-sm',
          checked ? 'bg-primary-500 text-secondary-950' : 'bg-surface-muted text-secondary-700',
        )}
        aria-hidden="true"
      >
        {badge}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink text-sm">{label}</span>
        {hint && <span className="block truncate text-ink-muted text-xs">{hint}</span>}
      </span>
      {checked && <Check className="size-4 shrink-0 text-primary-600" aria-hidden="true" />}
    </label>
  );
}
