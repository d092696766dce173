import { isApiError } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStaffUnlock, type StaffUnlockMethod } from '../api/get-staff-unlock';
import { verifyStaffSecret } from '../api/verify-staff-secret';
import { isComplete, lockedMinutes, pressDigit } from '../utils/staff-pin';

/**
 * The staff check's state: how this kiosk is unlocked (asked each time the dialog opens), the PIN
 * or password typed, and the server's answer (`onUnlocked`, or the error to show: wrong, locked
 * for some minutes, unavailable). A full PIN is checked at once.
 */
export function useStaffUnlock(open: boolean, onUnlocked: () => void) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<StaffUnlockMethod | undefined>(undefined);
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

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
        setError(t('kiosk.staffUnlock.locked', { minutes: lockedMinutes(caught.retryAfterSeconds) }));
      } else setError(t('kiosk.staffUnlock.unavailable'));
    } finally {
      setChecking(false);
      setPin('');
      setPassword('');
    }
  };

  const press = (digit: string) => {
    const next = checking ? null : pressDigit(pin, digit);
    if (next === null) return;
    setPin(next);
    setError(undefined);
    if (isComplete(next)) void check({ pin: next });
  };

  const submitPassword = () => {
    if (password) void check({ password });
  };

  return {
    method,
    pin,
    password,
    checking,
    error,
    press,
    clear: () => setPin(''),
    backspace: () => setPin((current) => current.slice(0, -1)),
    setPassword,
    submitPassword,
  };
}
