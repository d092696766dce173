import type { InputHTMLAttributes, LabelHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn.js';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the field invalid (red border, aria-invalid). */
  invalid?: boolean;
  /** `touch`: a 64 px field with large text for the kiosk. */
  fieldSize?: 'md' | 'touch';
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, invalid = false, fieldSize = 'md', ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'w-full border bg-white text-ink shadow-sm transition-colors',
        fieldSize === 'touch' ? 'h-16 rounded-2xl px-5 text-xl' : 'h-12 rounded-xl px-4 text-base',
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
