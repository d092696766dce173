import type { MenuData } from '@kiosk/contracts';
import type { DealGroup, DealPart } from '@kiosk/domain';
import { selectionSummary } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../kiosk-button';

/** The deal's parts before "Add to cart", each with its options and a way back to its group. */
export function DealSummary({
  menu,
  groups,
  parts,
  onChange,
}: {
  menu: MenuData;
  groups: readonly DealGroup[];
  parts: readonly DealPart[];
  onChange: (groupIndex: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3" data-testid="deal-summary">
      {groups.map((group, index) => {
        const own = parts.filter((p) => p.group_id === group.id);
        return (
          <li
            key={group.id}
            className="flex items-center gap-4 rounded-3xl bg-surface-muted px-5 py-4"
            data-testid="deal-summary-group"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-base text-ink-muted">{group.name}</p>
              {own.length === 0 && <p className="text-ink-muted text-xl">—</p>}
              {own.map((part) => {
                const product = menu.products.find((p) => p.id === part.product_id);
                const options = selectionSummary(menu, part.product_id, part.selection);
                return (
                  <p key={part.product_id} className="font-bold text-ink text-xl">
                    {product?.name ?? part.product_id}
                    {options.length > 0 && (
                      <span className="ml-2 font-normal text-ink-muted text-lg">{options.join(' · ')}</span>
                    )}
                  </p>
                );
              })}
            </div>
            <KioskButton variant="outline" size="lg" onClick={() => onChange(index)}>
              {t('kiosk.deal.change')}
            </KioskButton>
          </li>
        );
      })}
    </ul>
  );
}
