import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@kiosk/i18n';
import {
  Button,
  CURRENCIES,
  cn,
  DEFAULT_CURRENCY,
  Popover,
  PopoverContent,
  PopoverTrigger,
  useCurrency,
  useLanguage,
} from '@kiosk/ui';
import { Check, ChevronDown, Globe, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Top-bar popover choosing the interface language and the display currency (cached locally). */
export function PreferencesPopover() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const [currency, setCurrency] = useCurrency();
  const symbol = CURRENCIES.find((option) => option.code === currency)?.symbol ?? currency;
  const isDefault = language === DEFAULT_LANGUAGE && currency === DEFAULT_CURRENCY;

  return (
    <Popover>
      <PopoverTrigger
        title={t('admin.preferences.trigger')}
        className="inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-white px-3 font-semibold text-ink text-sm shadow-sm transition-colors hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 data-[state=open]:border-primary-400 data-[state=open]:bg-primary-50"
      >
        <Globe className="size-4 text-secondary-600" aria-hidden="true" />
        <span className="sr-only">{t('admin.preferences.trigger')}: </span>
        <span className="uppercase">{language}</span>
        <span className="h-4 w-px bg-line" aria-hidden="true" />
        <span>{symbol}</span>
        <ChevronDown className="size-4 text-ink-muted" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent className="w-80" aria-label={t('admin.preferences.title')}>
        <p className="mb-4 font-semibold text-ink">{t('admin.preferences.title')}</p>

        <OptionGroup label={t('admin.preferences.language')}>
          {SUPPORTED_LANGUAGES.map((code) => (
            <OptionButton key={code} selected={code === language} onSelect={() => void setLanguage(code)}>
              <span className="font-bold text-secondary-700 uppercase">{code}</span>
              <span lang={code}>{t(`ui.language.names.${code}`)}</span>
            </OptionButton>
          ))}
        </OptionGroup>

        <OptionGroup label={t('admin.preferences.currency')} className="mt-5">
          {CURRENCIES.map((option) => (
            <OptionButton
              key={option.code}
              selected={option.code === currency}
              onSelect={() => setCurrency(option.code)}
            >
              <span className="w-4 text-center font-bold text-secondary-700" aria-hidden="true">
                {option.symbol}
              </span>
              <span>{option.code}</span>
              <span className="sr-only"> {t(`admin.preferences.currencies.${option.code}`)}</span>
            </OptionButton>
          ))}
        </OptionGroup>

        {!isDefault && (
          <Button
            variant="outline"
            size="sm"
            className="mt-5 w-full"
            onClick={() => {
              void setLanguage(DEFAULT_LANGUAGE);
              setCurrency(DEFAULT_CURRENCY);
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t('admin.preferences.reset')}
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}

function OptionGroup({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn('m-0 min-w-0 border-0 p-0', className)}>
      <legend className="mb-2 font-semibold text-ink-muted text-xs uppercase tracking-wider">{label}</legend>
      <div className="grid grid-cols-2 gap-2">{children}</div>
    </fieldset>
  );
}

function OptionButton({
  selected,
  onSelect,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex h-11 items-center gap-2 rounded-xl border px-3 text-left text-sm transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
        selected
          ? 'border-primary-400 bg-primary-50 font-semibold text-ink'
          : 'border-line bg-white text-ink-muted hover:border-primary-200 hover:text-ink',
      )}
    >
      {children}
      {selected && <Check className="ml-auto size-4 text-primary-600" aria-hidden="true" />}
    </button>
  );
}
