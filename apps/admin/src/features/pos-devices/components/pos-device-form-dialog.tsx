import { zodResolver } from '@hookform/resolvers/zod';
import type { PosDevice } from '@kiosk/contracts';
import { generatePosFingerprint } from '@kiosk/domain';
import { Button, Dialog, Field, Input, Select, toast } from '@kiosk/ui';
import { Wand2 } from 'lucide-react';
import { useEffect } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, fleetErrorMessage } from '../../../lib/fleet-error';
import { useStoreOptions } from '../api/get-store-options';
import { useSavePosDevice } from '../api/save-pos-device';
import {
  POS_SERVER_FIELDS,
  type PosDeviceFormValues,
  posDeviceFormSchema,
  posDeviceFormValues,
  posDeviceRequestValues,
} from '../utils/pos-device-form';

/** Add / edit a POS device. `device` undefined: closed; null: new. */
export function PosDeviceFormDialog({
  device,
  onClose,
  onCreated,
}: {
  device: PosDevice | null | undefined;
  onClose: () => void;
  onCreated?: (device: PosDevice) => void;
}) {
  const { t } = useTranslation();
  const editing = !!device;
  const save = useSavePosDevice();
  const { register, handleSubmit, reset, formState, setValue, setError } = useForm<PosDeviceFormValues>({
    resolver: zodResolver(posDeviceFormSchema(editing)),
  });
  useEffect(() => {
    if (device !== undefined) reset(posDeviceFormValues(device));
  }, [device, reset]);
  const err = (name: keyof PosDeviceFormValues) => {
    const m = formState.errors[name]?.message;
    return m ? t(`fleet.errors.${m}`, { defaultValue: m }) : undefined;
  };
  const submit = handleSubmit((v) => {
    save.mutate(
      {
        id: device?.id,
        values: posDeviceRequestValues(v, editing),
      },
      {
        onSuccess: (saved) => {
          toast.success(t(editing ? 'fleet.pos.updated' : 'fleet.pos.created'));
          onClose();
          if (!editing) onCreated?.(saved);
        },
        onError: (e) => {
          if (!applyFieldErrors(e, t, setError, Object.values(POS_SERVER_FIELDS), POS_SERVER_FIELDS))
            toast.error(fleetErrorMessage(e, t, t('fleet.pos.saveError')));
        },
      },
    );
  });
  const field = (name: keyof PosDeviceFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <Field id={`pos-${name}`} label={label} error={err(name)}>
      <Input id={`pos-${name}`} invalid={!!err(name)} {...extra} {...register(name)} />
    </Field>
  );
  return (
    <Dialog
      open={device !== undefined}
      onOpenChange={(next) => !next && onClose()}
      title={t(editing ? 'fleet.pos.editTitle' : 'fleet.pos.newTitle')}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button type="submit" form="pos-device-form" loading={save.isPending}>
            {t('fleet.common.save')}
          </Button>
        </>
      }
    >
      <form id="pos-device-form" className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <Field id="pos-serial" label={t('fleet.pos.serial')} required error={err('serial')}>
          <Input id="pos-serial" className="font-mono" invalid={!!err('serial')} {...register('serial')} />
        </Field>
        {field('name', t('fleet.pos.deviceName'))}
        <StoreField
          error={err('store')}
          registration={register('store')}
          // a native select keeps no value it has no option for: set the device's once the stores are in
          onLoaded={() => setValue('store', device?.store_id ?? '')}
        />
        {field('model', t('fleet.pos.deviceModel'))}
        {field('ip', t('fleet.pos.ipAddress'), { inputMode: 'decimal' })}
        {field('port', t('fleet.pos.port'), { inputMode: 'numeric' })}
        {field('merchant', t('fleet.pos.merchantId'))}
        {field('terminal', t('fleet.pos.terminalId'))}
        <PosIdentityFields
          device={device}
          error={err('fingerprint')}
          registration={register('fingerprint')}
          onGenerate={() => setValue('fingerprint', generatePosFingerprint(), { shouldValidate: true })}
        />
      </form>
    </Dialog>
  );
}

/** "Mağaza": the store this till stands in (its orders, who signs in here with a PIN). */
function StoreField({
  error,
  registration,
  onLoaded,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn<'store'>;
  onLoaded: () => void;
}) {
  const { t } = useTranslation();
  const stores = useStoreOptions();
  const loaded = stores.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the options arrive
  useEffect(() => {
    if (loaded) onLoaded();
  }, [loaded]);
  return (
    <Field
      id="pos-store"
      label={t('fleet.pos.store')}
      hint={t('fleet.pos.storeHint')}
      error={error}
      className="sm:col-span-2"
    >
      <Select id="pos-store" invalid={!!error} disabled={stores.isPending} {...registration}>
        <option value="">{t('fleet.pos.storeNone')}</option>
        {stores.data?.map((store) => (
          <option key={store.id} value={store.id}>
            {store.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The kiosk device id (read only, given by the server) and the fingerprint with its generator. */
function PosIdentityFields({
  device,
  error,
  registration,
  onGenerate,
}: {
  device: PosDevice | null | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn<'fingerprint'>;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  const editing = !!device;
  return (
    <>
      <Field
        id="pos-kiosk-device-id"
        label={t('fleet.pos.kioskDeviceId')}
        hint={editing ? undefined : t('fleet.pos.kioskDeviceIdAuto')}
      >
        <Input
          id="pos-kiosk-device-id"
          className="font-mono"
          readOnly
          value={device?.kiosk_device_id ?? ''}
        />
      </Field>
      <Field
        id="pos-fingerprint"
        label={t('fleet.pos.fingerprint')}
        required={editing}
        hint={editing ? undefined : t('fleet.pos.fingerprintAuto')}
        error={error}
        className="sm:col-span-2"
      >
        <div className="flex gap-2">
          <Input id="pos-fingerprint" className="font-mono" invalid={!!error} {...registration} />
          <Button type="button" variant="outline" onClick={onGenerate}>
            <Wand2 aria-hidden="true" />
            {t('fleet.common.generate')}
          </Button>
        </div>
      </Field>
    </>
  );
}
