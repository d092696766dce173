import type { AuthUser } from '@kiosk/contracts';
import { LogIn } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button.js';
import { FormMessage } from '../components/form-message.js';
import { Input, Label } from '../components/input.js';
import { PasswordInput } from '../components/password-input.js';
import { useSession } from './session-context.js';
import { describeSignInError, type SignInErrorText } from './sign-in-error.js';

/** The shape the server's sign-in accepts, checked first so a typo gets a translated answer. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PasswordSignInFormProps {
  /** Prefix of the fields' ids (`${idPrefix}-email`, `${idPrefix}-password`). */
  idPrefix: string;
  /** Who this app lets in; anyone else's new session is ended at once and never stored. */
  accept: (user: AuthUser) => boolean;
  /** The text for someone `accept` refuses (default: auth.errors.accessDenied). */
  accessDeniedKey?: string;
  /** An error shown before anything is sent (e.g. the last session's owner was refused). */
  initialError?: SignInErrorText | null;
  /** Shown (when there is no error) after the last session was ended elsewhere. */
  sessionEndedNotice: string;
  /** Under the submit button, inside the form. */
  footer?: ReactNode;
}

/**
 * E-mail and password sign-in (admin login and the cashier's sign-in): both fields required,
 * 'Signing in...' while it runs, sign-in errors in the current language, the fields marked when empty.
 */
export function PasswordSignInForm({
  idPrefix,
  accept,
  accessDeniedKey,
  initialError = null,
  sessionEndedNotice,
  footer,
}: PasswordSignInFormProps) {
  const { t } = useTranslation();
  const { signIn, signOutReason } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInErrorText | null>(initialError);
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setError({ key: 'auth.errors.required' });
      return;
    }
    if (!EMAIL.test(trimmedEmail)) {
      setError({ key: 'auth.errors.emailInvalid' });
      return;
    }
    setError(null);
    setPending(true);
    try {
      await signIn({ email: trimmedEmail, password }, { accept });
      // signed in: the page around this form re-renders and goes on
    } catch (caught) {
      setError(describeSignInError(caught, accessDeniedKey ? { accessDeniedKey } : {}));
      setPending(false);
    }
  }

  const missingFields = error !== null && 'key' in error && error.key === 'auth.errors.required';
  const badEmail = error !== null && 'key' in error && error.key === 'auth.errors.emailInvalid';
  const errorText = error ? ('key' in error ? t(error.key, error.values) : error.message) : null;
  const notice = !error && signOutReason === 'session_ended' ? sessionEndedNotice : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-8 space-y-5"
      aria-describedby={error ? errorId : undefined}
    >
      {notice && <FormMessage tone="info">{notice}</FormMessage>}
      {errorText && <FormMessage id={errorId}>{errorText}</FormMessage>}
      <div>
        <Label htmlFor={`${idPrefix}-email`}>{t('auth.email')}</Label>
        <Input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={(missingFields && !email.trim()) || badEmail}
          disabled={pending}
        />
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-password`}>{t('auth.password')}</Label>
        <PasswordInput
          id={`${idPrefix}-password`}
          name="password"
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={missingFields && !password}
          disabled={pending}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {!pending && <LogIn aria-hidden="true" />}
        {pending ? t('auth.submitting') : t('auth.submit')}
      </Button>
      {footer}
    </form>
  );
}
