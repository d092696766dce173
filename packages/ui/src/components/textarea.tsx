import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn.js';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field styled like Input. */
export function Textarea({ className, invalid = false, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(
        'block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors',
        'placeholder:text-ink-muted/60 focus-visible:outline-none focus-visible:ring-4',
        invalid
          ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-100'
          : 'border-line hover:border-secondary-200 focus-visible:border-primary-500 focus-visible:ring-primary-100',
        className,
      )}
      {...props}
    />
  );
}
