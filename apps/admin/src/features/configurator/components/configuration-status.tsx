import { cn } from '@kiosk/ui';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** 'Configured' / 'Not Configured' (spec section 2, "Configurator"). */
export function ConfigurationStatus({ configured, className }: { configured: boolean; className?: string }) {
  const { t } = useTranslation();
  const Icon = configured ? CheckCircle2 : CircleDashed;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 font-semibold text-xs ring-1',
        configured
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-surface-muted text-ink-muted ring-line',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {configured ? t('configurator.status.configured') : t('configurator.status.notConfigured')}
    </span>
  );
}

/** Marks a product that is switched off (it is not on the kiosk menu). */
export function InactiveBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center whitespace-nowrap rounded-full bg-amber-50 px-2.5 py-1 font-semibold text-amber-800 text-xs ring-1 ring-amber-200">
      {t('configurator.status.inactive')}
    </span>
  );
}
