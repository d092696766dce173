import { cn } from '@kiosk/ui';
import { Minus, Plus } from 'lucide-react';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Names the thing counted, for the buttons' accessible names ("More Ketchup"). */
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'md' | 'lg';
  tone?: 'light' | 'muted';
  className?: string;
  testId?: string;
}

/** − n + with touch targets of at least 56 px. */
export function QuantityStepper({
  value,
  onChange,
  min = 0,
  max = 99,
  decreaseLabel,
  increaseLabel,
  size = 'md',
  tone = 'light',
  className,
  testId,
}: QuantityStepperProps) {
  const button = cn(
    'inline-flex shrink-0 items-center justify-center rounded-2xl transition-[background-color,transform] active:scale-90',
    'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 disabled:pointer-events-none disabled:opacity-35',
    size === 'lg' ? 'size-16 [&_svg]:size-8' : 'size-14 [&_svg]:size-7',
  );
  return (
    <div
      data-testid={testId}
      className={cn(
        'inline-flex items-center gap-1 rounded-[1.25rem] p-1',
        tone === 'light' ? 'bg-surface-muted' : 'bg-white ring-1 ring-line',
        className,
      )}
    >
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
        className={cn(button, 'bg-white text-secondary-800 shadow-sm hover:bg-secondary-50')}
      >
        <Minus aria-hidden="true" strokeWidth={2.5} />
      </button>
      <output
        aria-live="polite"
        className={cn(
          'min-w-12 text-center font-extrabold text-secondary-950 tabular-nums',
          size === 'lg' ? 'text-3xl' : 'text-2xl',
        )}
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
        className={cn(button, 'bg-primary-500 text-secondary-950 shadow-sm hover:bg-primary-400')}
      >
        <Plus aria-hidden="true" strokeWidth={2.5} />
      </button>
    </div>
  );
}
