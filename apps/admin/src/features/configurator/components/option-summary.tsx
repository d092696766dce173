import { cn, usePriceFormatter } from '@kiosk/ui';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OptionDraft } from '../utils/configuration-draft';
import { Badge } from './form-fields';

/** An option's line in its card header: the name, then price, most, default, link and availability. */
export function OptionSummary({
  option,
  title,
  named,
  price,
  stepType,
}: {
  option: OptionDraft;
  title: string;
  /** False while the option has no name (the title is then a placeholder). */
  named: boolean;
  price: number | undefined;
  stepType: 'radio' | 'stepper';
}) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const linked = option.productId !== null;
  return (
    <>
      <span
        className={cn('block truncate font-medium text-sm', named ? 'text-ink' : 'text-ink-muted italic')}
      >
        {title}
      </span>
      <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-ink-muted text-xs">
        <span className="tabular-nums">
          {price === undefined
            ? '—'
            : price === 0
              ? t('configurator.option.free')
              : formatAmount(price, 'TL')}
        </span>
        {stepType === 'stepper' && (
          <span>· {t('configurator.option.maxShort', { count: option.maxQuantity })}</span>
        )}
        {option.isDefault && <Badge tone="gold">{t('configurator.option.defaultBadge')}</Badge>}
        {linked && (
          <Badge tone={option.isManualPrice ? 'amber' : 'brown'}>
            <Link2 className="size-3" aria-hidden="true" />
            {option.isManualPrice
              ? t('configurator.option.manualBadge')
              : t('configurator.option.linkedBadge')}
          </Badge>
        )}
        {!option.available && <Badge tone="red">{t('configurator.option.unavailable')}</Badge>}
      </span>
    </>
  );
}
