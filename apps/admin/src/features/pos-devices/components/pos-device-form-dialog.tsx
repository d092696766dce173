import { zodResolver } from '@hookform/resolvers/zod';
import type { PosDevice } from '@kiosk/contracts';
import {
  checkFingerprint,
  checkPosIpAddress,
  checkPosPort,
  generatePosFingerprint,
  POS_FORM_DEFAULT_PORT,
  posFormPort,
} from '@kiosk/domain';
import { Button, Dialog, Field, Input, toast } from '@kiosk/ui';
import { Wand2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyFieldErrors, fleetErrorMessage } from '../../../lib/fleet-error';
import { useSavePosDevice } from '../api/save-pos-device';

function schemaFor(editing: boolean) {
  return z
    .object({
      serial: z.string(),
      name: z.string(),
      model: z.string(),
      ip: z.string(),
      port: z.string(),
      merchant: z.string(),
      terminal: z.string(),
      fingerprint: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!v.serial.trim()) ctx.addIssue({ code: 'custom', path: ['serial'], message: 'posSerialRequired' });
      const ip = checkPosIpAddress(v.ip);
      if (ip) ctx.addIssue({ code: 'custom', path: ['ip'], message: ip });
      const port = checkPosPort(v.port);
      if (port) ctx.addIssue({ code: 'custom', path: ['port'], message: port });
      // Spec 5: required in edit mode; in add mode optional (generated when empty).
      if (editing || v.fingerprint.trim()) {
        const key = checkFingerprint(v.fingerprint);
        if (key) ctx.addIssue({ code: 'custom', path: ['fingerprint'], message: key });
      }
    });
}
type Values = z.infer<ReturnType<typeof schemaFor>>;
/** The server's field names and the form's. */
const SERVER_FIELDS = {
  p_pos_serial_number: 'serial',
  p_ip_address: 'ip',
  p_port: 'port',
  p_fingerprint: 'fingerprint',
};

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
  const { register, handleSubmit, reset, formState, setValue, setError } = useForm<Values>({
    resolver: zodResolver(schemaFor(editing)),
  });
  useEffect(() => {
    if (device !== undefined)
      reset({
        serial: device?.pos_serial_number ?? '',
        name: device?.device_name ?? '',
        model: device?.device_model ?? '',
        ip: device?.ip_address ?? '',
        port: String(device?.port ?? POS_FORM_DEFAULT_PORT),
        merchant: device?.merchant_id ?? '',
        terminal: device?.terminal_id ?? '',
        fingerprint: device?.fingerprint ?? '',
      });
  }, [device, reset]);
  const err = (name: keyof Values) => {
    const m = formState.errors[name]?.message;
    return m ? t(`fleet.errors.${m}`, { defaultValue: m }) : undefined;
  };
  const submit = handleSubmit((v) => {
    save.mutate(
      {
        id: device?.id,
        values: {
          p_pos_serial_number: v.serial.trim(),
          p_device_name: v.name.trim() || null,
          p_device_model: v.model.trim() || null,
          p_ip_address: v.ip.trim() || null,
          p_port: posFormPort(v.port),
          p_merchant_id: v.merchant.trim() || null,
          p_terminal_id: v.terminal.trim() || null,
          ...(v.fingerprint.trim() || editing ? { p_fingerprint: v.fingerprint.trim() } : {}),
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(t(editing ? 'fleet.pos.updated' : 'fleet.pos.created'));
          onClose();
          if (!editing) onCreated?.(saved);
        },
        onError: (e) => {
          if (!applyFieldErrors(e, t, setError, Object.values(SERVER_FIELDS), SERVER_FIELDS))
            toast.error(fleetErrorMessage(e, t, t('fleet.pos.saveError')));
        },
      },
    );
  });
  const field = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
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
        {field('model', t('fleet.pos.deviceModel'))}
        {field('ip', t('fleet.pos.ipAddress'), { inputMode: 'decimal' })}
        {field('port', t('fleet.pos.port'), { inputMode: 'numeric' })}
        {field('merchant', t('fleet.pos.merchantId'))}
        {field('terminal', t('fleet.pos.terminalId'))}
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
          error={err('fingerprint')}
          className="sm:col-span-2"
        >
          <div className="flex gap-2">
            <Input
              id="pos-fingerprint"
              className="font-mono"
              invalid={!!err('fingerprint')}
              {...register('fingerprint')}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => setValue('fingerprint', generatePosFingerprint(), { shouldValidate: true })}
            >
              <Wand2 aria-hidden="true" />
              {t('fleet.common.generate')}
            </Button>
          </div>
        </Field>
      </form>
    </Dialog>
  );
}
