import { zodResolver } from '@hookform/resolvers/zod';
import type { KioskUser } from '@kiosk/contracts';
import { checkKioskPassword, generatePassword } from '@kiosk/domain';
import { Button, Dialog, Field, PasswordInput, toast } from '@kiosk/ui';
import { Wand2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyFieldErrors, fleetErrorMessage } from '../../../lib/fleet-error';
import { useManageKioskUsers } from '../api/manage-kiosk-users';
import { PasswordStrengthMeter } from './password-strength-meter';

const schema = z.object({ new_password: z.string() }).superRefine((v, ctx) => {
  const key = checkKioskPassword(v.new_password, 'newPasswordRequired');
  if (key) ctx.addIssue({ code: 'custom', path: ['new_password'], message: key });
});

/** Reset a kiosk's password (required, the one password rule: 8+ characters, not a common one). */
export function ResetPasswordDialog({ kiosk, onClose }: { kiosk: KioskUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const manage = useManageKioskUsers();
  const { register, handleSubmit, watch, setValue, reset, formState, setError } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { new_password: '' },
  });
  useEffect(() => {
    if (kiosk) reset({ new_password: '' });
  }, [kiosk, reset]);
  const message = formState.errors.new_password?.message;
  const error = message ? t(`fleet.errors.${message}`, { defaultValue: message }) : undefined;
  const submit = handleSubmit(({ new_password }) => {
    if (!kiosk) return;
    manage.mutate(
      { action: 'reset_password', id: kiosk.id, new_password },
      {
        onSuccess: () => {
          toast.success(t('fleet.resetPassword.success'));
          onClose();
        },
        onError: (e) => {
          if (!applyFieldErrors(e, t, setError, ['new_password']))
            toast.error(fleetErrorMessage(e, t, t('fleet.resetPassword.error')));
        },
      },
    );
  });
  return (
    <Dialog
      open={kiosk !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('fleet.resetPassword.title')}
      description={kiosk ? t('fleet.resetPassword.description', { username: kiosk.username }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={manage.isPending}>
            {t('fleet.common.cancel')}
          </Button>
          <Button type="submit" form="reset-password-form" loading={manage.isPending}>
            {t('fleet.resetPassword.submit')}
          </Button>
        </>
      }
    >
      <form id="reset-password-form" onSubmit={submit} noValidate>
        <Field id="reset-new-password" label={t('fleet.resetPassword.newPassword')} required error={error}>
          <div className="flex gap-2">
            <PasswordInput
              id="reset-new-password"
              autoComplete="new-password"
              showLabel={t('auth.showPassword')}
              hideLabel={t('auth.hidePassword')}
              invalid={!!error}
              {...register('new_password')}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => setValue('new_password', generatePassword(), { shouldValidate: true })}
            >
              <Wand2 aria-hidden="true" />
              {t('fleet.kioskForm.generatePassword')}
            </Button>
          </div>
          <PasswordStrengthMeter password={watch('new_password')} />
        </Field>
      </form>
    </Dialog>
  );
}
