import type { Business, KioskUser, Store } from '@kiosk/contracts';
import { generateKioskFingerprint, generatePassword, generatePin } from '@kiosk/domain';
import { Button, describedBy, Field, Input, PasswordInput, Select } from '@kiosk/ui';
import { Wand2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { activeChoices } from '../utils/active-choices';
import type { KioskFormValues } from '../utils/kiosk-form';
import { PasswordStrengthMeter } from './password-strength-meter';

/** What every part of the kiosk form gets: the form, a field's translated error, new or edit. */
export interface KioskFieldsProps {
  form: UseFormReturn<KioskFormValues>;
  error: (name: keyof KioskFormValues) => string | undefined;
  creating: boolean;
}

const id = (name: string) => `kiosk-${name}`;

/** Sign-in: username and e-mail, the password (new kiosks) and the PIN, with their generators. */
export function KioskAccountFields({
  form,
  error,
  creating,
  kiosk,
}: KioskFieldsProps & { kiosk?: KioskUser | null | undefined }) {
  const { t } = useTranslation();
  const { register, setValue, watch } = form;
  const password = watch('password');
  return (
    <>
      <Field
        id={id('username')}
        label={t('fleet.kioskForm.username')}
        required
        hint={t('fleet.kioskForm.usernameHint')}
        error={error('username')}
      >
        <Input
          id={id('username')}
          autoComplete="off"
          invalid={!!error('username')}
          aria-describedby={describedBy(id('username'), error('username'), true)}
          {...register('username')}
        />
      </Field>
      <Field id={id('email')} label={t('fleet.kioskForm.email')} error={error('email')}>
        <Input
          id={id('email')}
          type="email"
          invalid={!!error('email')}
          aria-describedby={describedBy(id('email'), error('email'))}
          {...register('email')}
        />
      </Field>
      {creating && (
        <Field
          id={id('password')}
          label={t('fleet.kioskForm.password')}
          required
          error={error('password')}
          className="sm:col-span-2"
        >
          <div className="flex gap-2">
            <PasswordInput
              id={id('password')}
              autoComplete="new-password"
              showLabel={t('auth.showPassword')}
              hideLabel={t('auth.hidePassword')}
              invalid={!!error('password')}
              {...register('password')}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => setValue('password', generatePassword(), { shouldValidate: true })}
            >
              <Wand2 aria-hidden="true" />
              {t('fleet.kioskForm.generatePassword')}
            </Button>
          </div>
          <PasswordStrengthMeter password={password} />
        </Field>
      )}
      <Field
        id={id('pin')}
        label={t('fleet.kioskForm.pin')}
        hint={t(kiosk?.has_pin ? 'fleet.kioskForm.pinKeep' : 'fleet.kioskForm.pinHint')}
        error={error('pin')}
      >
        <div className="flex gap-2">
          <Input
            id={id('pin')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            invalid={!!error('pin')}
            {...register('pin')}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => setValue('pin', generatePin(), { shouldValidate: true })}
          >
            {t('fleet.kioskForm.generatePin')}
          </Button>
        </div>
      </Field>
    </>
  );
}

/** The device: its name and (new kiosks) its fingerprint, with a generator. */
export function KioskDeviceFields({ form, error, creating }: KioskFieldsProps) {
  const { t } = useTranslation();
  const { register, setValue } = form;
  return (
    <>
      <Field
        id={id('device_name')}
        label={t('fleet.kioskForm.deviceName')}
        required
        error={error('device_name')}
      >
        <Input id={id('device_name')} invalid={!!error('device_name')} {...register('device_name')} />
      </Field>
      {creating && (
        <Field
          id={id('device_fingerprint')}
          label={t('fleet.kioskForm.fingerprint')}
          required
          error={error('device_fingerprint')}
          className="sm:col-span-2"
        >
          <div className="flex gap-2">
            <Input
              id={id('device_fingerprint')}
              className="font-mono"
              invalid={!!error('device_fingerprint')}
              {...register('device_fingerprint')}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                setValue('device_fingerprint', generateKioskFingerprint(), { shouldValidate: true })
              }
            >
              {t('fleet.kioskForm.generateFingerprint')}
            </Button>
          </div>
        </Field>
      )}
    </>
  );
}

/** Where the kiosk stands: a business, then one of its stores (active ones, plus the kiosk's own). */
export function KioskPlacementFields({
  form,
  error,
  kiosk,
  businesses,
  stores,
}: Omit<KioskFieldsProps, 'creating'> & {
  kiosk?: KioskUser | null | undefined;
  businesses: Business[];
  stores: Store[];
}) {
  const { t } = useTranslation();
  const { register, setValue, watch } = form;
  const businessId = watch('business_id');
  const businessChoices = activeChoices(businesses, kiosk?.business_id);
  const storesOfBusiness = activeChoices(
    stores.filter((s) => s.business_id === businessId),
    kiosk?.store_id,
  );
  return (
    <>
      <Field id={id('business_id')} label={t('fleet.kioskForm.business')} error={error('business_id')}>
        <Select
          id={id('business_id')}
          {...register('business_id', { onChange: () => setValue('store_id', '') })}
        >
          <option value="">{t('fleet.kioskForm.chooseBusiness')}</option>
          {businessChoices.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={id('store_id')}
        label={t('fleet.kioskForm.store')}
        hint={businessId ? undefined : t('fleet.kioskForm.storeDisabled')}
        error={error('store_id')}
      >
        <Select id={id('store_id')} disabled={!businessId} {...register('store_id')}>
          <option value="">{t('fleet.kioskForm.chooseStore')}</option>
          {storesOfBusiness.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
