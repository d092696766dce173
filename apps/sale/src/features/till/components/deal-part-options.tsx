import type { MenuData } from '@kiosk/contracts';
import { type ConfigurableItem, type DealPart, missingRequiredSteps, type Selection } from '@kiosk/domain';
import { stepsOf } from '@kiosk/ui';
import { OptionStep } from '@kiosk/ui/customize';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../hooks/use-till-menu';

/** A chosen part's own options (the burger's sauces) under its group, the till's option steps. */
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
  const steps = useMemo(() => stepsOf(menu, part.product_id), [menu, part.product_id]);
  if (!item || steps.length === 0) return null;
  const name = menu.products.find((p) => p.id === part.product_id)?.name ?? '';
  const missing = missingRequiredSteps(item, part.selection);
  return (
    <fieldset
      className="m-0 mt-3 flex flex-col gap-3 rounded-xl border-0 bg-surface-muted p-3"
      data-testid="deal-part-options"
    >
      <legend className="float-left mb-1 font-semibold text-ink-muted text-sm">
        {t('sale.pricing.deal.options', { name })}
      </legend>
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
    </fieldset>
  );
}
