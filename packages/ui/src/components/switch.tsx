import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn.js';

export interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role' | 'aria-checked'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off switch (role switch): Space and Enter toggle it, and a 44 px tall hit area keeps it
 * easy to press on touch screens. Name it with `aria-label` or `aria-labelledby`, or a `<label htmlFor>`.
 */
export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'group inline-flex h-11 shrink-0 items-center rounded-full px-0.5',
        'focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-7 w-12 items-center rounded-full transition-colors duration-150',
          'group-focus-visible:ring-2 group-focus-visible:ring-primary-500 group-focus-visible:ring-offset-2',
          checked ? 'bg-primary-500' : 'bg-secondary-200',
        )}
      >
        <span
          className={cn(
            'absolute left-0.5 size-6 rounded-full bg-white shadow-sm transition-transform duration-150',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </span>
    </button>
  );
}
