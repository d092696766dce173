import {
  BrandMark,
  Button,
  describeSignInError,
  FormMessage,
  Input,
  isKioskDevice,
  LanguageSwitch,
  PasswordInput,
  type SignInErrorText,
  type SignOutReason,
  useDocumentTitle,
  useSession,
} from '@kiosk/ui';
import { KeyRound, Lock, LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskBackdrop } from '../../../components/kiosk-backdrop';
import { navigate, ROUTES } from '../../../lib/navigation';

const NOTICES: Partial<Record<SignOutReason, string>> = {
  kicked: 'kiosk.signIn.notices.kicked',
  session_ended: 'kiosk.signIn.notices.sessionEnded',
  signed_out: 'kiosk.signIn.notices.signedOut',
};

export interface DeviceSignInScreenProps {
  /** Why the device was signed out, shown as a short notice. */
  reason?: SignOutReason | undefined;
}

/** Shown while the kiosk has no device session: staff sign the device in with its username and password. */
export function DeviceSignInScreen({ reason }: DeviceSignInScreenProps) {
  const { t } = useTranslation();
  const { signInKiosk } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInErrorText | null>(null);
  const errorId = useId();
  useDocumentTitle(t('kiosk.signIn.title'), t('common.brand'));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const trimmed = username.trim();
    if (!trimmed || !password) {
      setError({ key: 'kiosk.signIn.errors.required' });
      return;
    }
    setError(null);
    setPending(true);
    try {
      await signInKiosk({ username: trimmed, password }, { accept: isKioskDevice });
      navigate(ROUTES.welcome, { replace: true });
    } catch (caught) {
      setError(
        describeSignInError(caught, { invalidCredentialsKey: 'kiosk.signIn.errors.invalidCredentials' }),
      );
      setPending(false);
    }
  }

  const missingFields = error !== null && 'key' in error && error.key === 'kiosk.signIn.errors.required';
  const errorText = error ? ('key' in error ? t(error.key, error.values) : error.message) : null;
  const noticeKey = reason ? NOTICES[reason] : undefined;

  return (
    <main className="relative flex min-h-dvh flex-col overflow-hidden bg-secondary-950 text-white">
      <KioskBackdrop />

      <header className="relative z-10 flex items-center justify-between gap-4 px-6 pt-6 sm:px-10 sm:pt-8">
        <div className="flex items-center gap-3">
          <BrandMark size="md" />
          <span className="font-semibold text-lg text-secondary-100 tracking-wide">{t('common.brand')}</span>
        </div>
        <LanguageSwitch size="touch" tone="dark" />
      </header>

      <div className="relative z-10 flex flex-1 items-center justify-center px-6 py-12">
        <section
          aria-labelledby="device-sign-in-title"
          className="w-full max-w-xl rounded-[2rem] bg-white p-8 text-ink shadow-raised ring-1 ring-black/5 sm:p-12 lg:max-w-2xl lg:p-16"
        >
          <span className="mb-8 flex size-20 items-center justify-center rounded-3xl bg-gradient-to-br from-primary-300 via-primary-500 to-primary-700 text-secondary-950 shadow-sm">
            <KeyRound className="size-10" aria-hidden="true" />
          </span>
          <h1
            id="device-sign-in-title"
            className="font-extrabold text-4xl tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t('kiosk.signIn.title')}
          </h1>
          <p className="mt-3 text-ink-muted text-xl lg:mt-4 lg:text-2xl">{t('kiosk.signIn.subtitle')}</p>

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
                {t('kiosk.signIn.username')}
              </label>
              <Input
                id="device-username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder={t('kiosk.signIn.usernamePlaceholder')}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                invalid={missingFields && !username.trim()}
                disabled={pending}
                fieldSize="touch"
              />
            </div>
            <div>
              <label htmlFor="device-password" className="mb-2 block font-semibold text-ink text-lg">
                {t('kiosk.signIn.password')}
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
                showLabel={t('kiosk.signIn.showPassword')}
                hideLabel={t('kiosk.signIn.hidePassword')}
              />
            </div>
            <Button type="submit" size="xl" className="w-full" loading={pending}>
              {!pending && <LogIn aria-hidden="true" />}
              {pending ? t('kiosk.signIn.submitting') : t('kiosk.signIn.submit')}
            </Button>
          </form>

          <p className="mt-8 flex items-center justify-center gap-2 text-base text-ink-muted">
            <Lock className="size-4" aria-hidden="true" />
            {t('kiosk.signIn.staffOnly')}
          </p>
        </section>
      </div>
    </main>
  );
}
