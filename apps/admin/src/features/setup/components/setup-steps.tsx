import { SETUP_CURRENCIES, type SetupField } from '@kiosk/domain';
import { describedBy, Field, PasswordInput } from '@kiosk/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type OutletFieldProps, OutletSelectField, OutletTextField } from '../../../components/outlet-fields';
import type { SetupWizardState } from '../hooks/use-setup-wizard';
import { timeZoneChoices } from '../utils/setup-form';

const OPTIONAL: readonly SetupField[] = ['display_name', 'phone'];

type StepProps = Pick<SetupWizardState, 'form' | 'errorText'>;

/** A text field of the wizard: `setup-{field}` id and test id, "(optional)" on the optional ones. */
function SetupText({
  field,
  form,
  errorText,
  ...extra
}: StepProps & { field: SetupField } & Pick<OutletFieldProps, 'type' | 'inputMode' | 'hint'>) {
  const { t } = useTranslation();
  const optional = OPTIONAL.includes(field);
  return (
    <OutletTextField
      id={`setup-${field}`}
      label={
        <>
          {t(`setup.fields.${field}`)}
          {optional && <span className="ml-1 font-normal text-ink-muted">({t('setup.optional')})</span>}
        </>
      }
      required={!optional}
      hint={extra.hint}
      error={errorText(field)}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      described
      registration={form.register(field)}
    />
  );
}

/** A choice of the wizard; choosing a province clears the district. */
function SetupSelect({
  field,
  form,
  errorText,
  options,
  placeholder,
}: StepProps & {
  field: SetupField;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <OutletSelectField
      id={`setup-${field}`}
      label={t(`setup.fields.${field}`)}
      required
      error={errorText(field)}
      described
      disabled={options.length === 0 && field === 'district'}
      registration={form.register(
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
    </OutletSelectField>
  );
}

/** Step 1: the owner's account (name, e-mail, password). */
export function AccountStep({ form, errorText }: StepProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <SetupText field="display_name" form={form} errorText={errorText} />
      <SetupText field="email" type="email" form={form} errorText={errorText} />
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
  );
}

/** Step 2: the business and its first store, with the same fields as the fleet's business / store forms. */
export function BusinessStep({
  form,
  errorText,
  provinces,
}: StepProps & Pick<SetupWizardState, 'provinces'>) {
  const { t } = useTranslation();
  const province = form.watch('province');
  const districts = provinces?.find((p) => p.name === province)?.districts ?? [];
  const props = { form, errorText };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <SetupText field="business_name" {...props} />
      </div>
      <SetupText field="tax_office" {...props} />
      <SetupText field="tax_number" inputMode="numeric" hint={t('setup.hints.tax_number')} {...props} />
      <SetupText field="store_name" {...props} />
      <SetupText field="phone" type="tel" inputMode="tel" {...props} />
      <SetupSelect
        field="province"
        options={(provinces ?? []).map((p) => ({ value: p.name, label: p.name }))}
        placeholder={t('setup.chooseProvince')}
        {...props}
      />
      <SetupSelect
        field="district"
        options={districts.map((d) => ({ value: d, label: d }))}
        placeholder={province ? t('setup.chooseDistrict') : t('setup.chooseProvinceFirst')}
        {...props}
      />
      <div className="sm:col-span-2">
        <SetupText field="address" hint={t('setup.hints.address')} {...props} />
      </div>
    </div>
  );
}

/** Step 3: the outlet's time zone and currency. */
export function OutletStep({ form, errorText }: StepProps) {
  const { t } = useTranslation();
  const zones = useMemo(timeZoneChoices, []);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SetupSelect
        field="time_zone"
        options={zones.map((zone) => ({ value: zone, label: zone }))}
        form={form}
        errorText={errorText}
      />
      <SetupSelect
        field="currency"
        options={SETUP_CURRENCIES.map((code) => ({ value: code, label: t(`setup.currencies.${code}`) }))}
        form={form}
        errorText={errorText}
      />
    </div>
  );
}
