import { CATEGORY_ICONS } from '@kiosk/contracts';
import {
  Beef,
  Cake,
  ChefHat,
  Coffee,
  Cookie,
  CupSoda,
  IceCream2,
  type LucideIcon,
  Package,
  Pizza,
  Popcorn,
  Salad,
  Sandwich,
  Utensils,
  UtensilsCrossed,
  Wine,
} from 'lucide-react';
import { cn } from '../lib/cn.js';

export type CategoryIconName = (typeof CATEGORY_ICONS)[number];

/** Spec section 9: the 15 category icons (lucide names), Package by default. */
export const CATEGORY_ICON_COMPONENTS: Record<CategoryIconName, LucideIcon> = {
  Package,
  Utensils,
  Coffee,
  Cake,
  Popcorn,
  Pizza,
  IceCream2,
  Cookie,
  ChefHat,
  UtensilsCrossed,
  CupSoda,
  Sandwich,
  Salad,
  Beef,
  Wine,
};

export const DEFAULT_CATEGORY_ICON: CategoryIconName = 'Package';

export function isCategoryIcon(name: string): name is CategoryIconName {
  return (CATEGORY_ICONS as readonly string[]).includes(name);
}

/** A category's icon alone (the kiosk's category tabs); unknown or none: Package. */
export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = CATEGORY_ICON_COMPONENTS[name && isCategoryIcon(name) ? name : DEFAULT_CATEGORY_ICON];
  return <Icon className={className} aria-hidden="true" />;
}

/** A category's icon on a tile of its colour (the admin's catalogue). */
export function CategoryIconTile({
  icon,
  color,
  size = 'md',
  className,
}: {
  icon: string;
  color: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const Icon = CATEGORY_ICON_COMPONENTS[isCategoryIcon(icon) ? icon : DEFAULT_CATEGORY_ICON];
  const tint = color ?? '#93613f';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-xl',
        size === 'sm' ? 'size-9' : size === 'md' ? 'size-11' : 'size-14 rounded-2xl',
        className,
      )}
      style={{ backgroundColor: `${tint}1f`, color: tint, boxShadow: `inset 0 0 0 1px ${tint}33` }}
    >
      <Icon className={size === 'sm' ? 'size-4' : size === 'md' ? 'size-5' : 'size-7'} strokeWidth={2} />
    </span>
  );
}
