import { zodResolver } from '@hookform/resolvers/zod';
import type { Business, KioskUser, Store } from '@kiosk/contracts';
import {
  checkFingerprint,
  checkKioskPassword,
  checkKioskPin,
  checkKioskUsername,
  checkOptionalEmail,
  generateKioskFingerprint,
  generatePassword,
  generatePin,
} from '@kiosk/domain';
import {
  Button,
  Dialog,
  describedBy,
  Field,
  Input,
  PasswordInput,
  Select,
  SwitchRow,
  toast,
} from '@kiosk/ui';
import { Wand2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyFieldErrors, fleetErrorMessage } from '../../../lib/fleet-error';
import { useManageKioskUsers } from '../api/manage-kiosk-users';
import { activeChoices } from '../utils/active-choices';
import { PasswordStrengthMeter } from './password-strength-meter';

const FIELDS = [
  'username',
  'email',
  'password',
  'pin',
  'device_name',
  'device_fingerprint',
  'business_id',
  'store_id',
] as const;

function schemaFor(creating: boolean) {
  return z
    .object({
      username: z.string(),
      email: z.string(),
      password: z.string(),
      pin: z.string(),
      device_name: z.string(),
      device_fingerprint: z.string(),
      business_id: z.string(),
      store_id: z.string(),
      is_active: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, key: string | undefined) => {
        if (key) ctx.addIssue({ code: 'custom', path: [path], message: key });
      };
      issue('username', checkKioskUsername(v.username.trim()));
      issue('email', checkOptionalEmail(v.email.trim()));
      if (v.pin) issue('pin', checkKioskPin(v.pin));
      if (creating) {
        issue('password', checkKioskPassword(v.password, 'passwordRequired'));
        if (!v.device_fingerprint.trim()) issue('device_fingerprint', 'fingerprintRequired');
        else issue('device_fingerprint', checkFingerprint(v.device_fingerprint));
      }
      if (!v.device_name.trim()) issue('device_name', 'deviceNameRequired');
    });
}
type FormValues = z.infer<ReturnType<typeof schemaFor>>;

export interface KioskFormDialogProps {
  open: boolean;
  /** The kiosk to edit; absent for a new one. */
  kiosk?: KioskUser | null | undefined;
  businesses: Business[];
  stores: Store[];
  onClose: () => void;
}

/** New kiosk / edit kiosk (spec 2): business -> store, generators, password strength. */
export function KioskFormDialog({ open, kiosk, businesses, stores, onClose }: KioskFormDialogProps) {
  const { t } = useTranslation();
  const creating = !kiosk;
  const manage = useManageKioskUsers();
  const form = useForm<FormValues>({
    resolver: zodResolver(schemaFor(creating)),
    defaultValues: empty(),
  });
  const { register, handleSubmit, watch, setValue, reset, formState, setError } = form;

  useEffect(() => {
    if (!open) return;
    reset(
      kiosk
        ? {
            ...empty(),
            username: kiosk.username,
            email: kiosk.email ?? '',
            device_name: kiosk.device_name ?? '',
            device_fingerprint: kiosk.device_fingerprint ?? '',
            business_id: kiosk.business_id ?? '',
            store_id: kiosk.store_id ?? '',
            is_active: kiosk.is_active,
          }
        : empty(),
    );
  }, [open, kiosk, reset]);

  const businessId = watch('business_id');
  const password = watch('password');
  const businessChoices = activeChoices(businesses, kiosk?.business_id);
  const storesOfBusiness = activeChoices(
    stores.filter((s) => s.business_id === businessId),
    kiosk?.store_id,
  );
  const error = (name: keyof FormValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(`fleet.errors.${message}`, { defaultValue: message }) : undefined;
  };

  const submit = handleSubmit((values) => {
    const common = {
      username: values.username.trim(),
      email: values.email.trim() || null,
      device_name: values.device_name.trim(),
      business_id: values.business_id || null,
      store_id: values.store_id || null,
      is_active: values.is_active,
      ...(values.pin ? { pin: values.pin } : {}),
    };
    const body = kiosk
      ? { action: 'update' as const, id: kiosk.id, ...common }
      : {
          action: 'create' as const,
          ...common,
          password: values.password,
          device_fingerprint: values.device_fingerprint.trim(),
        };
    manage.mutate(body, {
      onSuccess: () => {
        toast.success(t(creating ? 'fleet.kiosks.created' : 'fleet.kiosks.updated'));
        onClose();
      },
      onError: (e) => {
        if (!applyFieldErrors(e, t, setError, FIELDS)) {
          toast.error(
            fleetErrorMessage(e, t, t(creating ? 'fleet.kiosks.createError' : 'fleet.kiosks.updateError')),
          );
        }
      },
    });
  });

  const id = (name: string) => `kiosk-${name}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(creating ? 'fleet.kioskForm.newTitle' : 'fleet.kioskForm.editTitle')}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={manage.isPending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button type="submit" form="kiosk-form" loading={manage.isPending}>
            {t(creating ? 'fleet.kioskForm.create' : 'fleet.common.save')}
          </Button>
        </>
      }
    >
      <form id="kiosk-form" className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
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
        <SwitchRow
          id={id('is_active')}
          className="sm:col-span-2"
          label={t('fleet.kioskForm.active')}
          checked={watch('is_active')}
          onCheckedChange={(checked) => setValue('is_active', checked)}
        />
      </form>
    </Dialog>
  );
}

function empty(): FormValues {
  return {
    username: '',
    email: '',
    password: '',
    pin: '',
    device_name: '',
    device_fingerprint: '',
    business_id: '',
    store_id: '',
    is_active: true,
  };
}
