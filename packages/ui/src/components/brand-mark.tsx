import { UtensilsCrossed } from 'lucide-react';
import { cn } from '../lib/cn.js';

export interface BrandMarkProps {
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const sizes = {
  sm: 'size-8 rounded-lg [&_svg]:size-4',
  md: 'size-10 rounded-xl [&_svg]:size-5',
  lg: 'size-14 rounded-2xl [&_svg]:size-7',
  xl: 'size-28 rounded-[2rem] [&_svg]:size-14',
} as const;

/** The product's logo mark: crossed utensils on a gold tile. Decorative (aria-hidden). */
export function BrandMark({ size = 'md', className }: BrandMarkProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center bg-gradient-to-br from-primary-300 via-primary-500 to-primary-700',
        'text-secondary-950 shadow-sm ring-1 ring-black/5 ring-inset',
        sizes[size],
        className,
      )}
    >
      <UtensilsCrossed strokeWidth={2} />
    </span>
  );
}
