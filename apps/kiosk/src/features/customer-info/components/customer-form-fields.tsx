import { ADDRESS_MAX, type CustomerInfo, NEIGHBORHOOD_MAX } from '@kiosk/domain';
import { cn } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import type { Field } from '../utils/customer-form';
import { FieldShell, PickerButton, TextField } from './customer-fields';

export interface FormFieldsProps {
  info: CustomerInfo;
  province: string;
  /** The district chosen (without its province). */
  district: string;
  error: (field: Field) => string | undefined;
  provinceError: string | undefined;
  onChange: (field: Field, value: string) => void;
  onPick: (picker: 'province' | 'district') => void;
}

/** The details form's fields, in the form's order: name, T.C. Kimlik No, phone, province and district, the rest. */
export function CustomerFormFields(props: FormFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-x-6 gap-y-7 rounded-[2rem] bg-white p-8 shadow-card ring-1 ring-line/70 landscape:grid-cols-4 landscape:gap-y-5">
      <PersonFields {...props} />
      <PlaceFields {...props} />
      <ContactFields {...props} />
    </div>
  );
}

function PersonFields({ info, error, onChange }: FormFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        field="firstName"
        label={t('customer.firstName')}
        value={info.firstName}
        error={error('firstName')}
        onChange={onChange}
        autoComplete="given-name"
      />
      <TextField
        field="familyName"
        label={t('customer.familyName')}
        value={info.familyName}
        error={error('familyName')}
        onChange={onChange}
        autoComplete="family-name"
      />
      <TextField
        field="tcKimlikNo"
        label={t('customer.tcKimlikNo')}
        hint={t('customer.tcKimlikNoHint')}
        value={info.tcKimlikNo}
        error={error('tcKimlikNo')}
        onChange={(field, value) => onChange(field, value.replace(/\D/g, '').slice(0, 11))}
        inputMode="numeric"
        maxLength={11}
      />
      <TextField
        field="phone"
        label={t('customer.phone')}
        optional
        hint={t('customer.phoneHint')}
        value={info.phone ?? ''}
        error={error('phone')}
        onChange={onChange}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
    </>
  );
}

function PlaceFields({ province, district, error, provinceError, onPick }: FormFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PickerButton
        field="province"
        label={t('customer.province')}
        placeholder={t('customer.chooseProvince')}
        value={province}
        error={provinceError}
        onOpen={() => onPick('province')}
      />
      <PickerButton
        field="district"
        label={t('customer.district')}
        placeholder={province ? t('customer.chooseDistrict') : t('customer.chooseProvinceFirst')}
        value={district}
        error={provinceError ? undefined : error('district')}
        disabled={!province}
        onOpen={() => onPick('district')}
      />
    </>
  );
}

function ContactFields({ info, error, onChange }: FormFieldsProps) {
  const { t } = useTranslation();
  const addressError = error('address');
  return (
    <>
      <TextField
        field="email"
        label={t('customer.email')}
        optional
        value={info.email ?? ''}
        error={error('email')}
        onChange={onChange}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        field="neighborhood"
        label={t('customer.neighborhood')}
        optional
        value={info.neighborhood ?? ''}
        error={error('neighborhood')}
        onChange={onChange}
        counter={NEIGHBORHOOD_MAX}
      />
      <FieldShell
        field="address"
        label={t('customer.address')}
        optional
        error={addressError}
        full
        counter={[info.address?.length ?? 0, ADDRESS_MAX]}
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            value={info.address ?? ''}
            onChange={(event) => onChange('address', event.target.value)}
            rows={2}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={describedBy}
            autoComplete="street-address"
            inputMode="none"
            className={cn(
              'w-full resize-none rounded-2xl border bg-white px-5 py-4 text-2xl text-ink shadow-sm',
              'focus-visible:outline-none focus-visible:ring-4',
              addressError
                ? 'border-red-400 focus-visible:ring-red-100'
                : 'border-line focus-visible:border-primary-500 focus-visible:ring-primary-100',
            )}
          />
        )}
      </FieldShell>
    </>
  );
}
