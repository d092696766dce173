import { ADDRESS_MAX, formatDistrict, parseDistrict } from '@kiosk/domain';
import { describedBy, Field, Input, Select, Textarea } from '@kiosk/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomerDetailsFormState, FieldName } from '../hooks/use-customer-details-form';

/** One text field of the customer details ("(optional)" after the label of those not required). */
export function CustomerTextField({
  field,
  error,
  registration,
  required = false,
  hint,
  inputMode,
  maxLength,
  autoFocus,
}: {
  field: FieldName;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  maxLength?: number;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = `customer-${field}`;
  return (
    <Field
      id={id}
      label={
        <>
          {t(`customer.${field}`)}
          {!required && <span className="ml-1 font-normal text-ink-muted">({t('customer.optional')})</span>}
        </>
      }
      required={required}
      hint={hint}
      error={error}
    >
      <Input
        id={id}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        inputMode={inputMode}
        maxLength={maxLength}
        autoFocus={autoFocus}
        autoComplete="off"
        data-testid={id}
        {...registration}
      />
    </Field>
  );
}

/** Province, then district of that province (stored together as "Kadıköy / İstanbul"). */
export function PlaceFields({ state }: { state: CustomerDetailsFormState }) {
  const { t } = useTranslation();
  const { form, errors, provinces, province, districts } = state;
  const isSubmitted = form.formState.isSubmitted;
  const chosenDistrict = form.watch('district');
  return (
    <>
      <Field
        id="customer-province"
        label={t('customer.province')}
        required
        error={errors.district && !province ? t('customer.errors.provinceRequired') : undefined}
      >
        <Select
          id="customer-province"
          invalid={Boolean(errors.district && !province)}
          data-testid="customer-province"
          value={province}
          disabled={!provinces}
          onChange={(event) => {
            state.setProvince(event.target.value);
            form.setValue('district', '', { shouldValidate: isSubmitted });
          }}
        >
          <option value="">{provinces ? t('customer.chooseProvince') : t('customer.loadingPlaces')}</option>
          {provinces?.map((p) => (
            <option key={p.code} value={p.name}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="customer-district"
        label={t('customer.district')}
        required
        error={errors.district && province ? state.errorText('district') : undefined}
      >
        <Select
          id="customer-district"
          invalid={Boolean(errors.district && province)}
          aria-describedby={describedBy('customer-district', errors.district)}
          data-testid="customer-district"
          disabled={!province}
          {...form.register('district')}
        >
          <option value="">
            {province ? t('customer.chooseDistrict') : t('customer.chooseProvinceFirst')}
          </option>
          {/* an older stored value without its province stays choosable */}
          {chosenDistrict && !parseDistrict(chosenDistrict).province && (
            <option value={chosenDistrict}>{chosenDistrict}</option>
          )}
          {districts.map((district) => (
            <option key={district} value={formatDistrict(district, province)}>
              {district}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}

export function AddressField({ state }: { state: CustomerDetailsFormState }) {
  const { t } = useTranslation();
  const address = state.form.watch('address');
  return (
    <Field
      id="customer-address"
      className="md:col-span-2"
      label={
        <>
          {t('customer.address')}
          <span className="ml-1 font-normal text-ink-muted">({t('customer.optional')})</span>
        </>
      }
      hint={t('customer.characters', { count: address.length, max: ADDRESS_MAX })}
      error={state.errorText('address')}
    >
      <Textarea
        id="customer-address"
        rows={2}
        invalid={Boolean(state.errors.address)}
        aria-describedby={describedBy('customer-address', state.errors.address, true)}
        data-testid="customer-address"
        {...state.form.register('address')}
      />
    </Field>
  );
}
