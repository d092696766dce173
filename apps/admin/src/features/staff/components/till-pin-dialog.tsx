import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffMember } from '@kiosk/contracts';
import { Button, ConfirmDialog, Dialog, Field, Input, isApiError, toast } from '@kiosk/ui';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDeleteTillPin } from '../api/delete-till-pin';
import { useTillPin } from '../api/get-till-pin';
import { useSetTillPin } from '../api/set-till-pin';

const formSchema = z.object({ pin: z.string().regex(/^\d{4,6}$/, 'invalid') });
type FormValues = z.infer<typeof formSchema>;

/** "Kasa PIN'i" on a person's page: the button and its dialog (issue 34). */
export function TillPinButton({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (member.role === 'user') return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="staff-till-pin">
        <KeyRound aria-hidden="true" />
        {t('tillPin.action')}
      </Button>
      {open && <TillPinDialog member={member} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Set (4-6 digits, never shown again) or remove a person's till PIN; removing asks first. */
function TillPinDialog({ member, onClose }: { member: StaffMember; onClose(): void }) {
  const { t } = useTranslation();
  const state = useTillPin(member.id, true);
  const save = useSetTillPin();
  const remove = useDeleteTillPin();
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { pin: '' },
  });
  const error = formState.errors.pin ? t('tillPin.invalid') : undefined;
  const submit = handleSubmit(({ pin }) =>
    save.mutate(
      { id: member.id, pin },
      {
        onSuccess: () => {
          toast.success(t('tillPin.saved'));
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 422) setError('pin', { message: 'invalid' });
          else toast.error(t('tillPin.error'));
        },
      },
    ),
  );
  const status = state.data === undefined ? '…' : state.data ? t('tillPin.has') : t('tillPin.none');
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('tillPin.title', { name: member.display_name || member.email })}
      description={t('tillPin.description')}
      footer={
        <>
          {state.data && (
            <Button
              variant="outline"
              className="mr-auto"
              onClick={() => setConfirming(true)}
              data-testid="till-pin-remove"
            >
              {t('tillPin.remove')}
            </Button>
          )}
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('tillPin.cancel')}
          </Button>
          <Button type="submit" form="till-pin-form" loading={save.isPending}>
            {t('tillPin.save')}
          </Button>
        </>
      }
    >
      <form id="till-pin-form" onSubmit={submit} noValidate className="space-y-3">
        <p className="text-ink-muted text-sm" data-testid="till-pin-state">
          {status}
        </p>
        <Field id="till-pin" label={t('tillPin.pin')} hint={t('tillPin.pinHint')} required error={error}>
          <Input
            id="till-pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            invalid={!!error}
            {...register('pin')}
          />
        </Field>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('tillPin.remove')}
        message={t('tillPin.removeConfirm')}
        confirmLabel={t('tillPin.remove')}
        cancelLabel={t('tillPin.cancel')}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(member.id, {
            onSuccess: () => {
              toast.success(t('tillPin.removed'));
              setConfirming(false);
              onClose();
            },
            onError: () => toast.error(t('tillPin.error')),
          })
        }
      />
    </Dialog>
  );
}
