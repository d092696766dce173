import type { MenuData } from '@kiosk/contracts';
import { type ConfigurableItem, type DealPart, missingRequiredSteps, type Selection } from '@kiosk/domain';
import { cn, selectionSummary, stepsOf } from '@kiosk/ui';
import { OptionStep } from '@kiosk/ui/customize';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../hooks/use-till-menu';

/**
 * A chosen part's own options (the burger's sauces) under its group: folded to one line with the
 * choices made (the deal's groups stay in view), opened with a tap, and open by itself when a
 * required choice is missing. The steps are the till's option steps.
 */
export function DealPartOptions({
  menu,
  part,
  item,
  showMissing,
  onChange,
}: {
  menu: MenuData;
  part: DealPart;
  item: ConfigurableItem | null;
  showMissing: boolean;
  onChange(selection: Selection): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const [open, setOpen] = useState(false);
  const steps = useMemo(() => stepsOf(menu, part.product_id), [menu, part.product_id]);
  if (!item || steps.length === 0) return null;
  const name = menu.products.find((p) => p.id === part.product_id)?.name ?? '';
  const missing = missingRequiredSteps(item, part.selection);
  const expanded = open || (showMissing && missing.length > 0);
  const summary = selectionSummary(menu, part.product_id, part.selection);
  return (
    <div className="mt-3 rounded-xl bg-surface-muted" data-testid="deal-part-options">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid="deal-part-options-toggle"
        className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <SlidersHorizontal className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
        <span className="shrink-0 font-semibold text-ink text-sm">
          {t('sale.pricing.deal.options', { name })}
        </span>
        <span className="min-w-0 flex-1 truncate text-ink-muted text-xs">{summary.join(', ')}</span>
        <ChevronDown
          className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {expanded && (
        <div id={id} className="flex flex-col gap-3 px-3 pb-3">
          {steps.map((view) => (
            <OptionStep
              key={view.step.id}
              variant="till"
              view={view}
              item={item}
              selection={part.selection}
              onChange={onChange}
              missing={showMissing && missing.includes(view.step.id)}
              formatPrice={money}
            />
          ))}
        </div>
      )}
    </div>
  );
}
