import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn.js';

export interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role' | 'aria-checked'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shows the switch as busy (a change is being saved) and ignores presses. */
  busy?: boolean;
  /** 'sm' for table rows; the hit area stays 44 px either way. */
  size?: 'sm' | 'md';
  /** 'brand' (gold) for settings; 'success' (green) where on means live, e.g. a product on sale. */
  tone?: 'brand' | 'success';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off switch (role switch): Space and Enter toggle it, and a 44 px hit area keeps it easy to
 * press on touch screens. Name it with `aria-label` or `aria-labelledby`, or a `<label htmlFor>`.
 */
export function Switch({
  checked,
  onCheckedChange,
  busy = false,
  size = 'md',
  tone = 'brand',
  className,
  disabled,
  ...props
}: SwitchProps) {
  const small = size === 'sm';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={() => {
        if (!busy) onCheckedChange(!checked);
      }}
      className={cn(
        'group inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full px-0.5',
        'focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
        busy && 'cursor-progress',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex items-center rounded-full transition-colors duration-150',
          'group-focus-visible:ring-2 group-focus-visible:ring-primary-500 group-focus-visible:ring-offset-2',
          small ? 'h-5 w-9' : 'h-7 w-12',
          checked ? (tone === 'success' ? 'bg-emerald-600' : 'bg-primary-500') : 'bg-secondary-200',
          busy && 'opacity-60',
        )}
      >
        <span
          className={cn(
            'absolute left-0.5 rounded-full bg-white shadow-sm transition-transform duration-150',
            small ? 'size-4' : 'size-6',
            checked && (small ? 'translate-x-4' : 'translate-x-5'),
          )}
        />
      </span>
    </button>
  );
}
