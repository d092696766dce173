import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn.js';
import { Input, type InputProps } from './input.js';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'size'> {
  /** Accessible names of the show/hide toggle, in the current language. */
  showLabel: string;
  hideLabel: string;
  /** `touch`: a 64 px field and toggle for the kiosk. */
  size?: 'md' | 'touch';
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({
  showLabel,
  hideLabel,
  size = 'md',
  className,
  ...props
}: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const touch = size === 'touch';
  return (
    <div className="relative">
      <Input
        {...props}
        type={shown ? 'text' : 'password'}
        fieldSize={size}
        className={cn(touch ? 'pr-16' : 'pr-12', className)}
      />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-label={shown ? hideLabel : showLabel}
        aria-pressed={shown}
        disabled={props.disabled}
        className={cn(
          'absolute inset-y-0 right-0 flex items-center justify-center text-ink-muted transition-colors',
          'hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-50',
          touch ? 'w-16 rounded-r-2xl' : 'w-12 rounded-r-xl',
        )}
      >
        {shown ? (
          <EyeOff className={touch ? 'size-7' : 'size-5'} aria-hidden="true" />
        ) : (
          <Eye className={touch ? 'size-7' : 'size-5'} aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
