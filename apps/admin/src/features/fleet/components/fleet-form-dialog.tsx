import { Button, Dialog, SwitchRow, toast } from '@kiosk/ui';
import type { TFunction } from 'i18next';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, fleetErrorMessage } from '../../../lib/fleet-error';

/**
 * The frame of the fleet's new / edit dialogs (business, store): title, a two-column form, the
 * active switch last, cancel and save below.
 */
export function FleetFormDialog({
  open,
  title,
  formId,
  pending,
  onClose,
  onSubmit,
  active,
  children,
}: {
  open: boolean;
  title: string;
  formId: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The record's active switch (shown last, across both columns). */
  active: { checked: boolean; onCheckedChange: (checked: boolean) => void };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('fleet.common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate>
        {children}
        <SwitchRow
          id={`${formId}-active`}
          className="sm:col-span-2"
          label={t('fleet.common.active')}
          checked={active.checked}
          onCheckedChange={active.onCheckedChange}
        />
      </form>
    </Dialog>
  );
}

/** A field's error text: the form's rule key (or the server's text) translated under `fleet.errors`. */
export function fleetFieldError<T extends FieldValues>(errors: FieldErrors<T>, t: TFunction) {
  return (name: keyof T & string): string | undefined => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message
      ? t(`fleet.errors.${message}`, { defaultValue: message })
      : undefined;
  };
}

/**
 * What a save does when it is answered: a toast and close on success; on failure the server's
 * field errors on the form's fields, else a toast with its message or the screen's fallback.
 */
export function fleetSaveCallbacks<T extends FieldValues>(options: {
  t: TFunction;
  setError: UseFormSetError<T>;
  fields: readonly string[];
  saved: string;
  failed: string;
  onClose: () => void;
}) {
  const { t, setError, fields, saved, failed, onClose } = options;
  return {
    onSuccess: () => {
      toast.success(saved);
      onClose();
    },
    onError: (error: unknown) => {
      if (!applyFieldErrors(error, t, setError, fields)) toast.error(fleetErrorMessage(error, t, failed));
    },
  };
}
