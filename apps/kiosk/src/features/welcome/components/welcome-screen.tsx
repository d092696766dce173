import { BrandMark, LanguageSwitch, useDocumentTitle } from '@kiosk/ui';
import { Hand } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KioskBackdrop } from '../../../components/kiosk-backdrop';

/** The kiosk's attract screen: full screen, touch first, with a TR/EN switch. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('kiosk.welcome.title'), t('common.brand'));

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

      <section
        aria-labelledby="welcome-title"
        className="relative z-10 flex flex-1 flex-col items-center justify-center px-6 py-12 text-center"
      >
        <BrandMark size="xl" className="mb-10 animate-float shadow-raised lg:size-36 lg:[&_svg]:size-18" />
        <h1
          id="welcome-title"
          className="text-balance font-extrabold text-6xl tracking-tight drop-shadow-sm sm:text-7xl lg:text-9xl"
        >
          {t('kiosk.welcome.title')}
        </h1>
        <p className="mt-6 text-balance font-medium text-2xl text-primary-300 sm:text-3xl lg:text-5xl">
          {t('kiosk.welcome.subtitle')}
        </p>

        <button
          type="button"
          onClick={() => navigate('/menu')}
          className={
            'group mt-16 inline-flex min-h-24 items-center gap-4 rounded-full bg-primary-500 px-12 py-6 lg:mt-24 ' +
            'font-bold text-2xl text-secondary-950 shadow-raised animate-pulse-ring transition-transform sm:text-3xl ' +
            'lg:min-h-28 lg:px-16 lg:text-4xl ' +
            'hover:bg-primary-400 active:scale-[0.97] focus-visible:outline-none focus-visible:ring-4 ' +
            'focus-visible:ring-primary-200 focus-visible:ring-offset-4 focus-visible:ring-offset-secondary-950'
          }
        >
          <Hand
            className="size-9 transition-transform group-hover:-rotate-12 lg:size-11"
            aria-hidden="true"
          />
          {t('kiosk.welcome.start')}
        </button>
        <p className="mt-10 max-w-md text-balance text-lg text-secondary-200/80 lg:max-w-xl lg:text-2xl">
          {t('kiosk.welcome.hint')}
        </p>
      </section>
    </main>
  );
}
