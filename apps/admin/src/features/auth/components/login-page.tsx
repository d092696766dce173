import {
  BrandMark,
  isAdminUser,
  PasswordSignInForm,
  SignInFrame,
  SignInFrameLink,
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
    <SignInFrame
      look="admin"
      panelBrand={
        <div className="relative flex items-center gap-3">
          <BrandMark size="md" />
          <span className="font-semibold text-lg tracking-wide">{t('common.brand')}</span>
        </div>
      }
      panelBody={
        <div className="relative">
          <ShieldCheck className="mb-6 size-12 text-primary-400" strokeWidth={1.5} />
          <p className="font-bold text-4xl leading-tight tracking-tight">{t('common.appName.admin')}</p>
          <p className="mt-4 max-w-sm text-lg text-secondary-200">{t('auth.subtitle')}</p>
        </div>
      }
      name={t('common.brand')}
      title={t('auth.title')}
      subtitle={t('auth.subtitle')}
      subtitleNarrowOnly
      link={
        <SignInFrameLink href={saleAddress} icon={ArrowLeft} label={t('auth.backToPos')} className="mt-8" />
      }
    >
      <PasswordSignInForm
        idPrefix="login"
        accept={isAdminUser}
        sessionEndedNotice={t('auth.notices.sessionEnded')}
      />
    </SignInFrame>
  );
}
