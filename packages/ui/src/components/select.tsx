import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../lib/cn.js';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Marks the field invalid (red border, aria-invalid). */
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select styled like Input: the platform's own picker on touch screens, full keyboard support. */
export function Select({ className, invalid = false, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative w-full', className)}>
      <select
        aria-invalid={invalid || undefined}
        className={cn(
          'h-12 w-full appearance-none rounded-xl border bg-white pr-10 pl-4 text-base text-ink shadow-sm transition-colors',
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
