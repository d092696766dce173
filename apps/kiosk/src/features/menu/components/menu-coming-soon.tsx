import { BrandMark, Button, ComingSoon, LanguageSwitch, useDocumentTitle } from '@kiosk/ui';
import { ArrowLeft, UtensilsCrossed } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Idle time after which the kiosk goes back to its welcome screen. */
const AUTO_RETURN_MS = 60_000;

/** Shown after "touch to start" until the menu is built. */
export function MenuComingSoon() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('kiosk.menu.title'), t('common.brand'));

  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), AUTO_RETURN_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <main className="flex min-h-dvh flex-col bg-surface-muted">
      <header className="flex items-center justify-between gap-4 border-line border-b bg-white px-6 py-4 sm:px-10">
        <div className="flex items-center gap-3">
          <BrandMark size="md" />
          <span className="font-semibold text-lg text-secondary-800">{t('common.brand')}</span>
        </div>
        <LanguageSwitch size="touch" />
      </header>
      <div className="flex flex-1 items-center justify-center p-6 sm:p-10">
        <ComingSoon
          title={t('kiosk.menu.title')}
          description={t('kiosk.menu.description')}
          icon={UtensilsCrossed}
          size="lg"
        >
          <div className="flex flex-col items-center gap-4">
            <Button size="xl" variant="secondary" onClick={() => navigate('/', { replace: true })}>
              <ArrowLeft aria-hidden="true" />
              {t('kiosk.menu.back')}
            </Button>
            <p className="text-base text-ink-muted">{t('kiosk.menu.autoReturn')}</p>
          </div>
        </ComingSoon>
      </div>
    </main>
  );
}
