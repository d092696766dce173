import { BrandMark, DeviceSignInForm, LanguageSwitch, type SignOutReason, useDocumentTitle } from '@kiosk/ui';
import { KeyRound, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KioskBackdrop } from '../../../components/kiosk-backdrop';
import { navigate, ROUTES } from '../../../lib/navigation';

export interface DeviceSignInScreenProps {
  /** Why the device was signed out, shown as a short notice. */
  reason?: SignOutReason | undefined;
}

/** Shown while the kiosk has no device session: staff sign the device in with its username and password. */
export function DeviceSignInScreen({ reason }: DeviceSignInScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('kiosk.signIn.title'), t('common.brand'));

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

          <DeviceSignInForm reason={reason} onSignedIn={() => navigate(ROUTES.welcome, { replace: true })} />

          <p className="mt-8 flex items-center justify-center gap-2 text-base text-ink-muted">
            <Lock className="size-4" aria-hidden="true" />
            {t('kiosk.signIn.staffOnly')}
          </p>
        </section>
      </div>
    </main>
  );
}
