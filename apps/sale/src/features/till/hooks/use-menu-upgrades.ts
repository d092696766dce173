import type { MenuData } from '@kiosk/contracts';
import { type DealUpgrade, menuUpgradeFor, type OrderChannel } from '@kiosk/domain';
import { menuPricingRules } from '@kiosk/ui';
import { useMemo } from 'react';
import { tillPricingWhere } from '../../../lib/pricing-rules';
import { type TillLine, updateLine } from './cart-store';

export interface LineUpgrade extends DealUpgrade {
  deal_name: string;
  vat_rate: number;
}

/** "Menü yap +X TL" for each plain cart line a deal on sale now takes (domain `menuUpgradeFor`). */
export function useMenuUpgrades(
  lines: readonly TillLine[],
  menu: MenuData | null,
  channel: OrderChannel,
  at: Date,
): ReadonlyMap<string, LineUpgrade> {
  const rules = useMemo(() => (menu?.pricing?.deals.length ? menuPricingRules(menu) : null), [menu]);
  return useMemo(() => {
    const upgrades = new Map<string, LineUpgrade>();
    if (!menu || !rules) return upgrades;
    const where = tillPricingWhere(menu, channel, at);
    for (const line of lines) {
      if (line.parts?.length) continue;
      const upgrade = menuUpgradeFor(rules, where, line.productId, line.selection);
      const deal = upgrade && menu.products.find((p) => p.id === upgrade.deal_id);
      if (upgrade && deal)
        upgrades.set(line.id, { ...upgrade, deal_name: deal.name, vat_rate: deal.vat_rate });
    }
    return upgrades;
  }, [lines, menu, rules, channel, at]);
}

/** The one tap: the line becomes the deal with the product in it (same quantity and note). */
export function upgradeLine(line: TillLine, upgrade: LineUpgrade): void {
  updateLine(line.id, {
    productId: upgrade.deal_id,
    quantity: line.quantity,
    selection: {},
    unitPriceMinor: upgrade.deal_price_minor,
    vatRate: upgrade.vat_rate,
    name: upgrade.deal_name,
    parts: upgrade.parts,
    ...(line.note ? { note: line.note } : {}),
  });
}
