import { cn } from '@kiosk/ui';
import type { ButtonHTMLAttributes } from 'react';

export interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role' | 'aria-checked'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shows the switch as busy (a change is being saved) and ignores presses. */
  busy?: boolean;
  size?: 'sm' | 'md';
}

/**
 * An on/off switch (`role="switch"`): Space or Enter toggles it, and it has a 44 px touch target
 * even when drawn small. Give it a name with `aria-label` or a `<label htmlFor>`.
 */
export function Switch({
  checked,
  onCheckedChange,
  busy = false,
  size = 'md',
  disabled,
  className,
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
        'group relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full',
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
          small ? 'h-5 w-9' : 'h-6 w-11',
          checked ? 'bg-emerald-600' : 'bg-secondary-200',
          busy && 'opacity-60',
        )}
      >
        <span
          className={cn(
            'absolute left-0.5 rounded-full bg-white shadow-sm transition-transform duration-150',
            small ? 'size-4' : 'size-5',
            checked && (small ? 'translate-x-4' : 'translate-x-5'),
          )}
        />
      </span>
    </button>
  );
}
