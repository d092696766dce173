import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../lib/cn.js';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Marks the field invalid (red border, aria-invalid). */
  invalid?: boolean;
  /** `sm` for toolbars (44 px), `md` for forms (48 px, like Input). */
  fieldSize?: 'sm' | 'md';
  ref?: Ref<HTMLSelectElement>;
}

/** A width given by the caller (`w-24`, `sm:w-64`): `cn` does not merge, so no `w-full` beside it. */
const WIDTH_CLASS = /(?:^|[\s:])w-/;

/** A native select styled like Input: the platform's own picker on touch screens, full keyboard support. */
export function Select({ className, invalid = false, fieldSize = 'md', children, ...props }: SelectProps) {
  return (
    <div className={cn('relative', !WIDTH_CLASS.test(className ?? '') && 'w-full', className)}>
      <select
        aria-invalid={invalid || undefined}
        className={cn(
          'w-full appearance-none truncate border bg-white pr-10 pl-4 text-ink shadow-sm transition-colors',
          fieldSize === 'sm' ? 'h-11 rounded-xl text-sm' : 'h-12 rounded-xl text-base',
          'focus-visible:outline-none focus-visible:ring-4',
          invalid
            ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-100'
            : 'border-line hover:border-secondary-200 focus-visible:border-primary-500 focus-visible:ring-primary-100',
          'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
