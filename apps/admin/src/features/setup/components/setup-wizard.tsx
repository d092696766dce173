import { zodResolver } from '@hookform/resolvers/zod';
import type { SetupResult } from '@kiosk/contracts';
import { SETUP_CURRENCIES, SETUP_STEP_FIELDS, type SetupField } from '@kiosk/domain';
import { Button, describedBy, Field, Input, PasswordInput, Select, useProvinces } from '@kiosk/ui';
import { AlertCircle, ArrowLeft, ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompleteSetup } from '../api/complete-setup';
import {
  SETUP_FORM_DEFAULTS,
  SETUP_STEPS,
  type SetupFormValues,
  type SetupStep,
  serverFieldIssues,
  setupFormSchema,
  stepOfField,
  timeZoneChoices,
} from '../utils/setup-form';

const OPTIONAL: readonly SetupField[] = ['display_name', 'phone'];

/** The setup's three steps (account, business and store, outlet); each step is checked before the next. */
export function SetupWizard({ token, onDone }: { token: string; onDone(result: SetupResult): void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<SetupStep>('account');
  const form = useForm<SetupFormValues>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: SETUP_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const complete = useCompleteSetup();
  const provinces = useProvinces();
  const zones = useMemo(timeZoneChoices, []);
  const province = form.watch('province');
  const districts = provinces?.find((p) => p.name === province)?.districts ?? [];
  const index = SETUP_STEPS.indexOf(step);
  const last = index === SETUP_STEPS.length - 1;
  const stepHasErrors = SETUP_STEP_FIELDS[step].some((field) => errors[field]);

  const errorText = (field: SetupField) => {
    const key = errors[field]?.message;
    return key ? t(`setup.errors.${key}`, { defaultValue: t(`fleet.errors.${key}`) }) : undefined;
  };

  const next = async () => {
    if (await form.trigger([...SETUP_STEP_FIELDS[step]])) setStep(SETUP_STEPS[index + 1] as SetupStep);
  };

  const submit = form.handleSubmit((values) =>
    complete.mutate(
      { ...values, token },
      {
        onSuccess: onDone,
        onError: (error) => {
          const issues = serverFieldIssues(error);
          for (const issue of issues) form.setError(issue.field, { type: 'server', message: issue.key });
          if (issues[0]) setStep(stepOfField(issues[0].field));
        },
      },
    ),
  );

  const text = (
    field: SetupField,
    extra: { type?: string; inputMode?: 'numeric' | 'tel'; hint?: string } = {},
  ) => {
    const id = `setup-${field}`;
    const error = errorText(field);
    const optional = OPTIONAL.includes(field);
    return (
      <Field
        id={id}
        label={
          <>
            {t(`setup.fields.${field}`)}
            {optional && <span className="ml-1 font-normal text-ink-muted">({t('setup.optional')})</span>}
          </>
        }
        required={!optional}
        hint={extra.hint}
        error={error}
      >
        <Input
          id={id}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, extra.hint)}
          data-testid={id}
          {...form.register(field)}
        />
      </Field>
    );
  };

  const select = (
    field: SetupField,
    options: Array<{ value: string; label: string }>,
    placeholder?: string,
  ) => {
    const id = `setup-${field}`;
    const error = errorText(field);
    return (
      <Field id={id} label={t(`setup.fields.${field}`)} required error={error}>
        <Select
          id={id}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          data-testid={id}
          disabled={options.length === 0 && field === 'district'}
          {...form.register(
            field,
            field === 'province' ? { onChange: () => form.setValue('district', '') } : {},
          )}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4" aria-labelledby="setup-title">
      <h1 id="setup-title" className="font-bold text-3xl text-ink tracking-tight">
        {t('setup.title')}
      </h1>
      <p className="mt-2 text-ink-muted">{t('setup.subtitle')}</p>

      <ol
        className="mt-6 grid grid-cols-3 gap-2"
        aria-label={t('setup.stepOf', { step: index + 1, count: SETUP_STEPS.length })}
      >
        {SETUP_STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={`rounded-xl border px-3 py-2 text-sm ${
              i <= index
                ? 'border-primary-300 bg-primary-50 text-secondary-900'
                : 'border-line bg-white text-ink-muted'
            }`}
          >
            <span className="block text-xs">
              {t('setup.stepOf', { step: i + 1, count: SETUP_STEPS.length })}
            </span>
            <span className="block font-semibold leading-tight">{t(`setup.steps.${s}`)}</span>
          </li>
        ))}
      </ol>

      <section
        className="mt-6 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
        data-testid={`setup-step-${step}`}
      >
        <h2 className="font-semibold text-ink text-lg">{t(`setup.steps.${step}`)}</h2>
        <p className="mb-5 text-ink-muted text-sm">{t(`setup.stepHints.${step}`)}</p>
        {stepHasErrors && (
          <div
            role="alert"
            className="mb-4 flex gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
          >
            <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
            <p>{t('setup.fixFields')}</p>
          </div>
        )}
        {complete.isError && serverFieldIssues(complete.error).length === 0 && (
          <div
            role="alert"
            className="mb-4 flex gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
          >
            <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
            <p>{t('setup.failed')}</p>
          </div>
        )}

        {step === 'account' && (
          <div className="grid gap-4">
            {text('display_name')}
            {text('email', { type: 'email' })}
            <Field
              id="setup-password"
              label={t('setup.fields.password')}
              required
              hint={t('setup.hints.password')}
              error={errorText('password')}
            >
              <PasswordInput
                id="setup-password"
                autoComplete="new-password"
                showLabel={t('auth.showPassword')}
                hideLabel={t('auth.hidePassword')}
                invalid={Boolean(errors.password)}
                aria-describedby={describedBy('setup-password', errors.password, true)}
                data-testid="setup-password"
                {...form.register('password')}
              />
            </Field>
          </div>
        )}

        {step === 'business' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">{text('business_name')}</div>
            {text('tax_office')}
            {text('tax_number', { inputMode: 'numeric', hint: t('setup.hints.tax_number') })}
            {text('store_name')}
            {text('phone', { type: 'tel', inputMode: 'tel' })}
            {select(
              'province',
              (provinces ?? []).map((p) => ({ value: p.name, label: p.name })),
              t('setup.chooseProvince'),
            )}
            {select(
              'district',
              districts.map((d) => ({ value: d, label: d })),
              province ? t('setup.chooseDistrict') : t('setup.chooseProvinceFirst'),
            )}
            <div className="sm:col-span-2">{text('address', { hint: t('setup.hints.address') })}</div>
          </div>
        )}

        {step === 'outlet' && (
          <div className="grid gap-4 sm:grid-cols-2">
            {select(
              'time_zone',
              zones.map((zone) => ({ value: zone, label: zone })),
            )}
            {select(
              'currency',
              SETUP_CURRENCIES.map((code) => ({ value: code, label: t(`setup.currencies.${code}`) })),
            )}
          </div>
        )}
      </section>

      <div className="mt-6 flex items-center justify-between gap-3">
        {index > 0 ? (
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={() => setStep(SETUP_STEPS[index - 1] as SetupStep)}
          >
            <ArrowLeft aria-hidden="true" />
            {t('setup.back')}
          </Button>
        ) : (
          <span />
        )}
        {last ? (
          // keys: a new element, so the Next click that reaches the last step cannot submit through it
          <Button
            key="finish"
            type="submit"
            size="lg"
            loading={complete.isPending}
            data-testid="setup-finish"
          >
            {complete.isPending ? t('setup.finishing') : t('setup.finish')}
          </Button>
        ) : (
          <Button key="next" type="button" size="lg" onClick={() => void next()} data-testid="setup-next">
            {t('setup.next')}
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  );
}
