import type { MenuData } from '@kiosk/contracts';
import { ALL_CATEGORY_ID, menuCategories } from '@kiosk/ui';

/** A category tab: its id, name and icon name. */
export interface CategoryTab {
  id: string;
  name: string;
  icon: string | null;
}

/** "All" first (named by the menu, else `allLabel`), then the top categories that have products. */
export function menuTabs(view: MenuData | null, allLabel: string): CategoryTab[] {
  if (!view) return [];
  const all = view.categories.find((c) => c.id === ALL_CATEGORY_ID);
  return [
    { id: ALL_CATEGORY_ID, name: all?.name || allLabel, icon: all?.icon ?? 'UtensilsCrossed' },
    ...menuCategories(view).map((c) => ({ id: c.id, name: c.name, icon: c.icon })),
  ];
}

/** A chosen category that disappeared (a live menu change) falls back to "all"; null: keep it. */
export function fallbackCategory(tabs: readonly CategoryTab[], category: string): string | null {
  return tabs.length > 0 && !tabs.some((tab) => tab.id === category) ? ALL_CATEGORY_ID : null;
}
