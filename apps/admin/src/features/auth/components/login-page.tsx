import { BrandMark, Button, getSaleAddress, Input, Label, LanguageSwitch, useDocumentTitle } from '@kiosk/ui';
import { AlertCircle, ArrowLeft, Eye, EyeOff, LogIn, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getUserRole, isAdminRole, saveSession, useSession } from '../../../lib/session';
import { useSignIn } from '../api/sign-in';
import { signOut } from '../api/sign-out';
import { describeSignInError, type SignInErrorText } from '../utils/sign-in-error';

interface FromState {
  from?: { pathname?: string; search?: string };
}

function redirectTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}`;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<SignInErrorText | null>(null);
  const errorId = useId();
  useDocumentTitle(t('auth.title'), t('common.brand'));

  if (session && isAdminRole(getUserRole(session.user))) {
    return <Navigate to={redirectTarget(location.state)} replace />;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setError({ key: 'auth.errors.required' });
      return;
    }
    setError(null);
    try {
      const tokens = await signIn.mutateAsync({ email: trimmedEmail, password });
      if (!isAdminRole(getUserRole(tokens.user))) {
        await signOut(tokens.access_token);
        setError({ key: 'auth.errors.accessDenied' });
        return;
      }
      saveSession(tokens);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (caught) {
      setError(describeSignInError(caught));
    }
  }

  const missingFields = error !== null && 'key' in error && error.key === 'auth.errors.required';
  const errorText = error ? ('key' in error ? t(error.key) : error.message) : null;
  const saleAddress = getSaleAddress(window.location);

  return (
    <div className="grid min-h-dvh bg-surface lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-secondary-900 p-12 text-white lg:flex lg:flex-col lg:justify-between"
      >
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--color-secondary-700),transparent_60%)]" />
        <div className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-primary-500/20 blur-3xl" />
        <div className="relative flex items-center gap-3">
          <BrandMark size="md" />
          <span className="font-semibold text-lg tracking-wide">{t('common.brand')}</span>
        </div>
        <div className="relative">
          <ShieldCheck className="mb-6 size-12 text-primary-400" strokeWidth={1.5} />
          <p className="font-bold text-4xl leading-tight tracking-tight">{t('common.appName.admin')}</p>
          <p className="mt-4 max-w-sm text-lg text-secondary-200">{t('auth.subtitle')}</p>
        </div>
        <div className="relative h-1 w-24 rounded-full bg-gradient-to-r from-primary-400 to-primary-600" />
      </aside>

      <main className="flex flex-col px-6 py-8 sm:px-12">
        <div className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-3 lg:invisible">
            <BrandMark size="sm" />
            <span className="font-semibold text-secondary-800">{t('common.brand')}</span>
          </div>
          <LanguageSwitch />
        </div>

        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-12">
          <h1 className="font-bold text-3xl text-ink tracking-tight">{t('auth.title')}</h1>
          <p className="mt-2 text-ink-muted lg:hidden">{t('auth.subtitle')}</p>

          <form
            noValidate
            onSubmit={onSubmit}
            className="mt-8 space-y-5"
            aria-describedby={error ? errorId : undefined}
          >
            {errorText && (
              <div
                id={errorId}
                role="alert"
                className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
              >
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{errorText}</span>
              </div>
            )}
            <div>
              <Label htmlFor="login-email">{t('auth.email')}</Label>
              <Input
                id="login-email"
                name="email"
                type="email"
                autoComplete="username"
                inputMode="email"
                placeholder={t('auth.emailPlaceholder')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                invalid={missingFields && !email.trim()}
                disabled={signIn.isPending}
              />
            </div>
            <div>
              <Label htmlFor="login-password">{t('auth.password')}</Label>
              <div className="relative">
                <Input
                  id="login-password"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  placeholder={t('auth.passwordPlaceholder')}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  invalid={missingFields && !password}
                  disabled={signIn.isPending}
                  className="pr-12"
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
                  aria-pressed={showPassword}
                  className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-ink-muted transition-colors hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                >
                  {showPassword ? (
                    <EyeOff className="size-5" aria-hidden="true" />
                  ) : (
                    <Eye className="size-5" aria-hidden="true" />
                  )}
                </button>
              </div>
            </div>
            <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
              {!signIn.isPending && <LogIn aria-hidden="true" />}
              {signIn.isPending ? t('auth.submitting') : t('auth.submit')}
            </Button>
          </form>

          <a
            href={saleAddress}
            className="mt-8 inline-flex items-center gap-2 self-center rounded-lg px-2 py-1 font-medium text-secondary-700 text-sm transition-colors hover:text-secondary-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('auth.backToPos')}
          </a>
        </div>
      </main>
    </div>
  );
}
