import { Minus, Plus } from 'lucide-react';
import { cn } from '../lib/cn.js';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Names the thing counted, for the buttons' accessible names ("More Ketchup"). */
  decreaseLabel: string;
  increaseLabel: string;
  /** Accessible name of the shown number (the till names the option it counts). */
  valueLabel?: string;
  size?: 'md' | 'lg';
  tone?: 'light' | 'muted';
  /** 'touch': the kiosk's big buttons; 'compact': the till's small ones (mouse and keyboard). */
  density?: 'touch' | 'compact';
  /** Both buttons off (an option that is sold out). */
  disabled?: boolean;
  className?: string;
  testId?: string;
}

/** − n + : touch targets of at least 56 px on the kiosk, 36 px at the till. */
export function QuantityStepper({
  value,
  onChange,
  min = 0,
  max = 99,
  decreaseLabel,
  increaseLabel,
  valueLabel,
  size = 'md',
  tone = 'light',
  density = 'touch',
  disabled = false,
  className,
  testId,
}: QuantityStepperProps) {
  const compact = density === 'compact';
  const button = compact
    ? 'flex size-9 shrink-0 items-center justify-center rounded-lg [&_svg]:size-4'
    : cn(
        'inline-flex shrink-0 items-center justify-center rounded-2xl transition-[background-color,transform] active:scale-90',
        'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 disabled:pointer-events-none disabled:opacity-35',
        size === 'lg' ? 'size-16 [&_svg]:size-8' : 'size-14 [&_svg]:size-7',
      );
  return (
    <div
      data-testid={testId}
      className={cn(
        compact
          ? 'contents'
          : cn(
              'inline-flex items-center gap-1 rounded-[1.25rem] p-1',
              tone === 'light' ? 'bg-surface-muted' : 'bg-white ring-1 ring-line',
            ),
        className,
      )}
    >
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
        className={cn(
          button,
          compact
            ? 'text-ink ring-1 ring-line hover:bg-surface-muted disabled:opacity-30'
            : 'bg-white text-secondary-800 shadow-sm hover:bg-secondary-50',
        )}
      >
        <Minus aria-hidden="true" strokeWidth={compact ? 2 : 2.5} />
      </button>
      <output
        aria-live={compact ? undefined : 'polite'}
        aria-label={valueLabel}
        className={cn(
          'text-center tabular-nums',
          compact
            ? 'w-6 font-bold'
            : cn('min-w-12 font-extrabold text-secondary-950', size === 'lg' ? 'text-3xl' : 'text-2xl'),
        )}
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
        className={cn(
          button,
          compact
            ? 'bg-primary-500 text-secondary-950 hover:bg-primary-400 disabled:bg-surface-muted disabled:text-ink-muted disabled:opacity-60'
            : 'bg-primary-500 text-secondary-950 shadow-sm hover:bg-primary-400',
        )}
      >
        <Plus aria-hidden="true" strokeWidth={compact ? 2 : 2.5} />
      </button>
    </div>
  );
}
