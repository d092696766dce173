import { zodResolver } from '@hookform/resolvers/zod';
import type { Business, KioskUser, Store } from '@kiosk/contracts';
import { Button, Dialog, SwitchRow, toast } from '@kiosk/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, fleetErrorMessage } from '../../../lib/fleet-error';
import { useManageKioskUsers } from '../api/manage-kiosk-users';
import {
  emptyKioskForm,
  KIOSK_FORM_FIELDS,
  type KioskFormValues,
  kioskFormSchema,
  kioskFormValues,
  kioskRequestBody,
} from '../utils/kiosk-form';
import { KioskAccountFields, KioskDeviceFields, KioskPlacementFields } from './kiosk-form-fields';

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
  const form = useForm<KioskFormValues>({
    resolver: zodResolver(kioskFormSchema(creating)),
    defaultValues: emptyKioskForm(),
  });
  const { handleSubmit, watch, setValue, reset, formState, setError } = form;

  useEffect(() => {
    if (open) reset(kioskFormValues(kiosk));
  }, [open, kiosk, reset]);

  const error = (name: keyof KioskFormValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(`fleet.errors.${message}`, { defaultValue: message }) : undefined;
  };

  const submit = handleSubmit((values) => {
    manage.mutate(kioskRequestBody(values, kiosk), {
      onSuccess: () => {
        toast.success(t(creating ? 'fleet.kiosks.created' : 'fleet.kiosks.updated'));
        onClose();
      },
      onError: (e) => {
        if (!applyFieldErrors(e, t, setError, KIOSK_FORM_FIELDS)) {
          toast.error(
            fleetErrorMessage(e, t, t(creating ? 'fleet.kiosks.createError' : 'fleet.kiosks.updateError')),
          );
        }
      },
    });
  });

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
        <KioskAccountFields form={form} error={error} creating={creating} kiosk={kiosk} />
        <KioskDeviceFields form={form} error={error} creating={creating} />
        <KioskPlacementFields
          form={form}
          error={error}
          kiosk={kiosk}
          businesses={businesses}
          stores={stores}
        />
        <SwitchRow
          id="kiosk-is_active"
          className="sm:col-span-2"
          label={t('fleet.kioskForm.active')}
          checked={watch('is_active')}
          onCheckedChange={(checked) => setValue('is_active', checked)}
        />
      </form>
    </Dialog>
  );
}
