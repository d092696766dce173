import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn.js';

export type KioskButtonVariant = 'primary' | 'secondary' | 'outline' | 'glass' | 'danger' | 'success';
export type KioskButtonSize = 'lg' | 'xl' | '2xl';

const variants: Record<KioskButtonVariant, string> = {
  primary: 'bg-primary-500 text-secondary-950 shadow-sm hover:bg-primary-400 active:bg-primary-600',
  secondary: 'bg-secondary-800 text-white shadow-sm hover:bg-secondary-700 active:bg-secondary-900',
  outline:
    'bg-white text-secondary-900 shadow-sm ring-2 ring-line ring-inset hover:bg-primary-50 hover:ring-primary-300',
  glass: 'bg-white/10 text-white ring-2 ring-white/25 ring-inset backdrop-blur hover:bg-white/20',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-500 active:bg-red-700',
  success: 'bg-emerald-600 text-white shadow-sm hover:bg-emerald-500',
};

const sizes: Record<KioskButtonSize, string> = {
  lg: 'h-16 rounded-2xl px-6 text-xl gap-3 [&_svg]:size-7',
  xl: 'h-20 rounded-[1.5rem] px-8 text-2xl gap-3 [&_svg]:size-8',
  '2xl': 'h-24 rounded-[1.75rem] px-10 text-3xl gap-4 [&_svg]:size-9',
};

export interface KioskButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: KioskButtonVariant;
  size?: KioskButtonSize;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The kiosk's big touch buttons (64-96 px tall). */
export function KioskButton({
  variant = 'primary',
  size = 'lg',
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...props
}: KioskButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        'inline-flex select-none items-center justify-center whitespace-nowrap font-bold',
        'transition-[background-color,color,box-shadow,transform] duration-150 active:scale-[0.98]',
        'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 focus-visible:ring-offset-2',
        'disabled:pointer-events-none disabled:opacity-45 [&_svg]:shrink-0',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-[3px] border-current border-r-transparent"
        />
      )}
      {children}
    </button>
  );
}
