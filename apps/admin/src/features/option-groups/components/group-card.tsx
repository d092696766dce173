import type { OptionGroupSummary } from '@kiosk/contracts';
import { Badge, Button, cn } from '@kiosk/ui';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A group in the list: its name, options, and the products using it. */
export function GroupCard({
  group,
  selected,
  onSelect,
}: {
  group: OptionGroupSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation();
  const title = (i18n.language === 'en' ? group.translations.en.title : undefined) || group.title;
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-2xl border bg-surface p-4 shadow-sm',
        selected ? 'border-primary-500 ring-2 ring-primary-100' : 'border-line',
      )}
      data-testid="option-group-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">{title}</h2>
          <p className="text-sm text-ink-muted">
            {t(`optionGroups.fields.${group.type}`)} ·{' '}
            {t('optionGroups.optionCount', { count: group.option_count })}
          </p>
        </div>
        <Button
          variant={selected ? 'primary' : 'outline'}
          size="sm"
          className="min-h-11 shrink-0"
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={t('optionGroups.edit', { name: title })}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </div>
      <p className="text-sm font-medium">
        {group.products.length > 0
          ? t('optionGroups.usedBy', { count: group.products.length })
          : t('optionGroups.unused')}
      </p>
      <ul className="flex flex-wrap gap-1">
        {group.products.map((p) => (
          <li key={p.product_id}>
            <Badge tone="muted">{p.name}</Badge>
          </li>
        ))}
      </ul>
    </li>
  );
}
