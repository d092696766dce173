import { LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { KioskDialog } from '../../../components/kiosk-dialog';
import { useStaffUnlock } from '../hooks/use-staff-unlock';
import { PinPad } from './pin-pad';

export interface StaffUnlockProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server accepted the PIN (or, for a kiosk without a PIN, the device password). */
  onUnlocked: () => void;
}

/**
 * Before the staff menu: the device's 8-digit PIN on an on-screen keypad, checked by the server
 * (which locks the check after repeated wrong answers); a kiosk without a PIN asks for its device
 * password instead. The check itself is `useStaffUnlock`'s.
 */
export function StaffUnlock({ open, onOpenChange, onUnlocked }: StaffUnlockProps) {
  const { t } = useTranslation();
  const unlock = useStaffUnlock(open, onUnlocked);
  const { method, checking, error } = unlock;

  return (
    <KioskDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('kiosk.staffUnlock.title')}
      description={
        method === 'password' ? t('kiosk.staffUnlock.passwordHint') : t('kiosk.staffUnlock.pinHint')
      }
      media={
        <div className="flex items-center justify-center bg-secondary-950 py-6 text-white">
          <LockKeyhole className="size-10" aria-hidden="true" />
        </div>
      }
    >
      <div data-testid="staff-unlock" data-method={method ?? 'loading'}>
        {method === 'password' ? (
          <PasswordForm
            password={unlock.password}
            checking={checking}
            onChange={unlock.setPassword}
            onSubmit={unlock.submitPassword}
          />
        ) : (
          <PinPad
            pin={unlock.pin}
            disabled={checking || method === undefined}
            checking={checking}
            onDigit={unlock.press}
            onClear={unlock.clear}
            onBackspace={unlock.backspace}
          />
        )}
        {error && (
          <p role="alert" data-testid="staff-unlock-error" className="mt-4 text-center text-lg text-red-700">
            {error}
          </p>
        )}
        <KioskButton variant="outline" size="lg" className="mt-6 w-full" onClick={() => onOpenChange(false)}>
          {t('kiosk.staff.close')}
        </KioskButton>
      </div>
    </KioskDialog>
  );
}

/** The device password, for a kiosk without a PIN. */
function PasswordForm({
  password,
  checking,
  onChange,
  onSubmit,
}: {
  password: string;
  checking: boolean;
  onChange: (password: string) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const passwordId = useId();
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={passwordId} className="font-medium text-ink text-lg">
        {t('kiosk.staffUnlock.password')}
      </label>
      <input
        id={passwordId}
        type="password"
        autoComplete="off"
        value={password}
        disabled={checking}
        onChange={(event) => onChange(event.target.value)}
        className="h-16 rounded-2xl border border-line px-4 text-2xl"
      />
      <KioskButton type="submit" size="lg" loading={checking} disabled={!password}>
        {t('kiosk.staffUnlock.confirm')}
      </KioskButton>
    </form>
  );
}
