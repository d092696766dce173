import { isApiError } from '@kiosk/ui';
import { Delete, LockKeyhole } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { KioskDialog } from '../../../components/kiosk-dialog';
import { getStaffUnlock, type StaffUnlockMethod } from '../api/get-staff-unlock';
import { verifyStaffSecret } from '../api/verify-staff-secret';

/** The kiosk PIN's length (spec: 8 digits). */
export const PIN_LENGTH = 8;

export interface StaffUnlockProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server accepted the PIN (or, for a kiosk without a PIN, the device password). */
  onUnlocked: () => void;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * Before the staff menu: the device's 8-digit PIN on an on-screen keypad, checked by the server
 * (which locks the check after repeated wrong answers); a kiosk without a PIN asks for its device
 * password instead.
 */
export function StaffUnlock({ open, onOpenChange, onUnlocked }: StaffUnlockProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<StaffUnlockMethod | undefined>(undefined);
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const passwordId = useId();

  useEffect(() => {
    if (!open) return;
    let live = true;
    setPin('');
    setPassword('');
    setError(undefined);
    setMethod(undefined);
    getStaffUnlock()
      .then((m) => {
        if (live) setMethod(m);
      })
      .catch(() => {
        if (live) setError(t('kiosk.staffUnlock.unavailable'));
      });
    return () => {
      live = false;
    };
  }, [open, t]);

  const check = async (secret: { pin: string } | { password: string }) => {
    setChecking(true);
    setError(undefined);
    try {
      if (await verifyStaffSecret(secret)) {
        onUnlocked();
        return;
      }
      setError(t(method === 'password' ? 'kiosk.staffUnlock.wrongPassword' : 'kiosk.staffUnlock.wrongPin'));
    } catch (caught) {
      if (isApiError(caught) && caught.status === 429) {
        const minutes = Math.max(1, Math.ceil((caught.retryAfterSeconds ?? 60) / 60));
        setError(t('kiosk.staffUnlock.locked', { minutes }));
      } else setError(t('kiosk.staffUnlock.unavailable'));
    } finally {
      setChecking(false);
      setPin('');
      setPassword('');
    }
  };

  const press = (digit: string) => {
    if (checking || pin.length >= PIN_LENGTH) return;
    const next = pin + digit;
    setPin(next);
    setError(undefined);
    if (next.length === PIN_LENGTH) void check({ pin: next });
  };

  const keyClass =
    'h-20 rounded-2xl bg-surface-muted font-semibold text-3xl text-ink tabular-nums active:bg-line focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400 disabled:opacity-50';

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
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (password) void check({ password });
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
              onChange={(event) => setPassword(event.target.value)}
              className="h-16 rounded-2xl border border-line px-4 text-2xl"
            />
            <KioskButton type="submit" size="lg" loading={checking} disabled={!password}>
              {t('kiosk.staffUnlock.confirm')}
            </KioskButton>
          </form>
        ) : (
          <>
            <output
              aria-live="polite"
              aria-label={t('kiosk.staffUnlock.entered', { count: pin.length, total: PIN_LENGTH })}
              data-testid="staff-pin-dots"
              data-length={pin.length}
              className="mb-6 flex justify-center gap-3"
            >
              {Array.from({ length: PIN_LENGTH }, (_, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of the PIN's digits
                  key={i}
                  className={
                    i < pin.length
                      ? 'size-4 rounded-full bg-secondary-950'
                      : 'size-4 rounded-full ring-2 ring-line ring-inset'
                  }
                />
              ))}
            </output>
            <div className="grid grid-cols-3 gap-3">
              {KEYS.map((digit) => (
                <button
                  key={digit}
                  type="button"
                  className={keyClass}
                  disabled={checking || method === undefined}
                  onClick={() => press(digit)}
                  data-pin-key={digit}
                >
                  {digit}
                </button>
              ))}
              <button
                type="button"
                className={keyClass}
                aria-label={t('kiosk.staffUnlock.clear')}
                disabled={checking || pin.length === 0}
                onClick={() => setPin('')}
              >
                C
              </button>
              <button
                type="button"
                className={keyClass}
                disabled={checking || method === undefined}
                onClick={() => press('0')}
                data-pin-key="0"
              >
                0
              </button>
              <button
                type="button"
                className={`${keyClass} grid place-items-center`}
                aria-label={t('kiosk.staffUnlock.backspace')}
                disabled={checking || pin.length === 0}
                onClick={() => setPin((current) => current.slice(0, -1))}
              >
                <Delete className="size-8" aria-hidden="true" />
              </button>
            </div>
          </>
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
