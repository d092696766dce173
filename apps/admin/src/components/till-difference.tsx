import { cn, useLanguage } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { DIFFERENCE_CLASS, differenceTone, formatDifference } from '../lib/till-difference';

/** A till count's difference coloured over / short, with the word for screen readers and paper. */
export function TillDifference({
  minor,
  testId,
  className,
}: {
  /** counted - expected; null: not counted yet (an open session). */
  minor: number | null;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (minor === null) return <span className="text-ink-muted">{t('tillSessions.none')}</span>;
  const tone = differenceTone(minor);
  return (
    <span
      className={cn('whitespace-nowrap font-semibold tabular-nums', DIFFERENCE_CLASS[tone], className)}
      data-testid={testId}
      data-tone={tone}
    >
      {formatDifference(minor, language)}
      <span className="ml-1.5 font-medium text-xs">{t(`tillSessions.difference.${tone}`)}</span>
    </span>
  );
}
