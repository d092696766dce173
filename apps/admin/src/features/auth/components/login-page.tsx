import {
  BrandMark,
  isAdminUser,
  LanguageSwitch,
  PasswordSignInForm,
  useAppAddress,
  useDocumentTitle,
  useSession,
} from '@kiosk/ui';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { SessionLoading } from '../../../components/session-loading';
import { redirectTarget } from '../utils/login-path';

/**
 * /login (and /admin/login): e-mail and password, 'Signing in...' while submitting, 'Back to POS'
 * (spec section 2, "Login"); only admins are let in (section 5); an admin already signed in goes on.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { status, isAdmin } = useSession();
  const saleAddress = useAppAddress('sale');
  useDocumentTitle(t('auth.title'), t('common.brand'));

  if (status === 'loading') return <SessionLoading />;
  if (status === 'signed_in' && isAdmin) {
    return <Navigate to={redirectTarget(location.state)} replace />;
  }

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

          <PasswordSignInForm
            idPrefix="login"
            accept={isAdminUser}
            sessionEndedNotice={t('auth.notices.sessionEnded')}
          />

          <a
            href={saleAddress ?? undefined}
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
