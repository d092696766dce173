import { ConfirmDialog, Field, PasswordInput, toast } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { useSetStaffDisabled } from '../api/set-staff-disabled';
import type { StaffActions } from '../hooks/use-staff-actions';
import { issueText, staffErrorMessage, staffIssues } from '../utils/staff-errors';

/** Asks before disabling, enabling or resetting an account; a reset may take a typed password. */
export function StaffConfirmDialog({ actions }: { actions: StaffActions }) {
  const { t } = useTranslation();
  const target = actions.confirming;
  const disable = useSetStaffDisabled();
  const reset = useResetStaffPassword();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const pending = disable.isPending || reset.isPending;
  // a new confirmation starts empty
  useEffect(() => {
    if (target) {
      setPassword('');
      setPasswordError(undefined);
    }
  }, [target]);
  const kind = target?.kind ?? 'disable';
  const member = target?.member;
  const name = member ? member.display_name || member.email : '';
  const onError = (error: unknown) => {
    const onPassword = staffIssues(error).find((i) => i.field === 'password');
    if (kind === 'reset' && onPassword) setPasswordError(issueText(onPassword, t));
    else toast.error(staffErrorMessage(error, t));
  };
  const run = () => {
    if (!member) return;
    if (kind === 'reset') {
      reset.mutate(
        { id: member.id, ...(password ? { password } : {}) },
        {
          onSuccess: (result) => {
            toast.success(t('staff.confirm.reset'));
            actions.closeConfirm();
            if (result.generated_password)
              actions.showPassword({ email: result.member.email, password: result.generated_password });
          },
          onError,
        },
      );
      return;
    }
    disable.mutate(
      { id: member.id, disabled: kind === 'disable' },
      {
        onSuccess: () => {
          toast.success(t(kind === 'disable' ? 'staff.confirm.disabled' : 'staff.confirm.enabled'));
          actions.closeConfirm();
        },
        onError,
      },
    );
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={t(`staff.confirm.${kind}Title`)}
      message={t(`staff.confirm.${kind}Text`, { name })}
      confirmLabel={t('staff.confirm.confirm')}
      tone={kind === 'enable' ? 'primary' : 'danger'}
      pending={pending}
      onCancel={actions.closeConfirm}
      onConfirm={run}
    >
      {kind === 'reset' && (
        <Field id="staff-reset-password" label={t('staff.confirm.resetPasswordLabel')} error={passwordError}>
          <PasswordInput
            id="staff-reset-password"
            autoComplete="new-password"
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            value={password}
            invalid={!!passwordError}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordError(undefined);
            }}
          />
        </Field>
      )}
    </ConfirmDialog>
  );
}
