import {
  Beef,
  Cake,
  ChefHat,
  Coffee,
  Cookie,
  CupSoda,
  IceCreamCone,
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

/** The spec's 15 category icons (lucide names), imported one by one to keep the bundle small. */
const ICONS: Record<string, LucideIcon> = {
  Package,
  Utensils,
  Coffee,
  Cake,
  Popcorn,
  Pizza,
  IceCream2: IceCreamCone,
  IceCreamCone,
  Cookie,
  ChefHat,
  UtensilsCrossed,
  CupSoda,
  Sandwich,
  Salad,
  Beef,
  Wine,
};

export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || Package;
  return <Icon className={className} aria-hidden="true" />;
}
