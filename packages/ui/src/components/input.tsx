import type { InputHTMLAttributes, LabelHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn.js';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the field invalid (red border, aria-invalid). */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, invalid = false, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'h-12 w-full rounded-xl border bg-white px-4 text-base text-ink shadow-sm transition-colors',
        'placeholder:text-ink-muted/60 focus-visible:outline-none focus-visible:ring-4',
        invalid
          ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-100'
          : 'border-line hover:border-secondary-200 focus-visible:border-primary-500 focus-visible:ring-primary-100',
        'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control
  return <label className={cn('mb-1.5 block font-medium text-ink text-sm', className)} {...props} />;
}
