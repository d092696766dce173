import { SUPPORTED_LANGUAGES } from '@kiosk/i18n';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.js';
import { cn } from '../lib/cn.js';

export interface LanguageSwitchProps {
  /** `touch` gives targets of at least 56 px for the kiosk. */
  size?: 'md' | 'touch';
  /** `dark` for use on dark or photographic backgrounds. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** A TR / EN segmented switch that changes (and remembers) the interface language. */
export function LanguageSwitch({ size = 'md', tone = 'light', className }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <fieldset
      aria-label={t('ui.language.label')}
      className={cn(
        'm-0 inline-flex min-w-0 items-center gap-1 rounded-2xl border-0 p-1',
        tone === 'dark'
          ? 'bg-white/10 ring-1 ring-white/20 backdrop-blur'
          : 'bg-surface-muted ring-1 ring-line',
        className,
      )}
    >
      {SUPPORTED_LANGUAGES.map((code) => {
        const active = code === language;
        return (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={active}
            onClick={() => void setLanguage(code)}
            className={cn(
              'inline-flex items-center justify-center rounded-xl font-bold uppercase tracking-wide transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400',
              size === 'touch' ? 'h-14 min-w-16 px-5 text-lg' : 'h-9 min-w-11 px-3 text-sm',
              active
                ? 'bg-primary-500 text-secondary-950 shadow-sm'
                : tone === 'dark'
                  ? 'text-white/80 hover:bg-white/10 hover:text-white'
                  : 'text-ink-muted hover:bg-white hover:text-ink',
            )}
          >
            {code}
            <span className="sr-only"> {t(`ui.language.names.${code}`)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
