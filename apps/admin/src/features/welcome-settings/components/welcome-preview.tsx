import { type Language, SUPPORTED_LANGUAGES } from '@kiosk/i18n';
import { cn } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';

/** The kiosk's welcome screen in miniature, in one language, as the texts and switches make it. */
export function WelcomePreview({
  language,
  onLanguageChange,
  title,
  subtitle,
  showLanguageSelector,
  showKioskId,
}: {
  language: Language;
  onLanguageChange: (language: Language) => void;
  title: string;
  subtitle: string;
  showLanguageSelector: boolean;
  showKioskId: boolean;
}) {
  const { t, i18n } = useTranslation();
  const pt = i18n.getFixedT(language);
  return (
    <div className="min-w-0">
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="font-medium text-ink text-sm">{t('welcomeSettings.text.preview')}</p>
        <fieldset
          aria-label={t('welcomeSettings.text.previewLanguage')}
          className="m-0 inline-flex min-w-0 gap-1 rounded-lg border-0 bg-surface-muted p-0.5 ring-1 ring-line"
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={language === code}
              onClick={() => onLanguageChange(code)}
              className={cn(
                'h-7 min-w-9 rounded-md px-2 font-bold text-xs uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                language === code ? 'bg-white text-ink shadow-sm' : 'text-ink-muted',
              )}
            >
              {code}
            </button>
          ))}
        </fieldset>
      </div>
      <div
        lang={language}
        className="relative flex aspect-[4/5] flex-col items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-b from-secondary-800 to-secondary-950 p-6 text-center text-white shadow-raised"
        data-testid="welcome-preview"
      >
        <div className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-primary-500/25 blur-3xl" />
        {showLanguageSelector && (
          <span className="absolute top-3 right-3 rounded-lg bg-white/10 px-2 py-1 font-bold text-[10px] uppercase ring-1 ring-white/20">
            TR · EN
          </span>
        )}
        <p
          className="relative font-bold text-3xl leading-tight tracking-tight"
          data-testid="welcome-preview-title"
        >
          {title.trim() || pt('kiosk.welcome.title')}
        </p>
        <p className="relative mt-2 text-primary-200 text-sm">
          {subtitle.trim() || pt('kiosk.welcome.subtitle')}
        </p>
        <span className="relative mt-8 rounded-full bg-primary-500 px-5 py-2.5 font-semibold text-secondary-950 text-sm">
          {pt('kiosk.welcome.start')}
        </span>
        {showKioskId && (
          <span className="absolute bottom-3 left-3 font-mono text-[10px] text-white/60">K-DEMO0001</span>
        )}
      </div>
    </div>
  );
}
