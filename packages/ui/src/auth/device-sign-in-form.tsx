import type { AuthUser } from '@kiosk/contracts';
import { LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button.js';
import { FormMessage } from '../components/form-message.js';
import { Input } from '../components/input.js';
import { PasswordInput } from '../components/password-input.js';
import { useSession } from './session-context.js';
import type { SignOutReason } from './session-manager.js';
import { isKioskDevice } from './session-roles.js';
import { describeSignInError, type SignInErrorText } from './sign-in-error.js';

const NOTICES: Partial<Record<SignOutReason, string>> = {
  kicked: 'auth.device.notices.kicked',
  session_ended: 'auth.device.notices.sessionEnded',
  signed_out: 'auth.device.notices.signedOut',
};

export interface DeviceSignInFormProps {
  /** Why the device was signed out, shown as a short notice. */
  reason?: SignOutReason | undefined;
  /** Who may sign in here (default: kiosk device accounts). */
  accept?: (user: AuthUser) => boolean;
  /** After the device session is stored. */
  onSignedIn?: () => void;
}

/**
 * A device account's sign-in (the kiosk, the order-ready board): username and password, both
 * required, 'Signing in...' while it runs, sign-in errors and the last sign-out's reason in the
 * current language. Signs in on the nearest SessionProvider's session.
 */
export function DeviceSignInForm({ reason, accept = isKioskDevice, onSignedIn }: DeviceSignInFormProps) {
  const { t } = useTranslation();
  const { signInKiosk } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInErrorText | null>(null);
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const trimmed = username.trim();
    if (!trimmed || !password) {
      setError({ key: 'auth.device.errors.required' });
      return;
    }
    setError(null);
    setPending(true);
    try {
      await signInKiosk({ username: trimmed, password }, { accept });
      onSignedIn?.();
    } catch (caught) {
      setError(
        describeSignInError(caught, { invalidCredentialsKey: 'auth.device.errors.invalidCredentials' }),
      );
      setPending(false);
    }
  }

  const missingFields = error !== null && 'key' in error && error.key === 'auth.device.errors.required';
  const errorText = error ? ('key' in error ? t(error.key, error.values) : error.message) : null;
  const noticeKey = reason ? NOTICES[reason] : undefined;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-10 space-y-6"
      aria-describedby={error ? errorId : undefined}
    >
      {noticeKey && !errorText && (
        <FormMessage tone="info" size="touch">
          {t(noticeKey)}
        </FormMessage>
      )}
      {errorText && (
        <FormMessage id={errorId} size="touch">
          {errorText}
        </FormMessage>
      )}
      <div>
        <label htmlFor="device-username" className="mb-2 block font-semibold text-ink text-lg">
          {t('auth.device.username')}
        </label>
        <Input
          id="device-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t('auth.device.usernamePlaceholder')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          invalid={missingFields && !username.trim()}
          disabled={pending}
          fieldSize="touch"
        />
      </div>
      <div>
        <label htmlFor="device-password" className="mb-2 block font-semibold text-ink text-lg">
          {t('auth.device.password')}
        </label>
        <PasswordInput
          id="device-password"
          name="password"
          autoComplete="current-password"
          placeholder="••••••••"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={missingFields && !password}
          disabled={pending}
          size="touch"
          showLabel={t('auth.device.showPassword')}
          hideLabel={t('auth.device.hidePassword')}
        />
      </div>
      <Button type="submit" size="xl" className="w-full" loading={pending}>
        {!pending && <LogIn aria-hidden="true" />}
        {pending ? t('auth.device.submitting') : t('auth.device.submit')}
      </Button>
    </form>
  );
}
