import { cn } from '@kiosk/ui';

/**
 * Two pressed / not-pressed buttons for a choice of two (cash in or out; count by denomination or
 * a plain total), with a legend (visible, or for screen readers only).
 */
export function ChoicePair<T extends string>({
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  testId,
  small = false,
}: {
  legend: string;
  legendHidden?: boolean;
  options: readonly [{ value: T; label: string }, { value: T; label: string }];
  value: T;
  onChange(next: T): void;
  /** Each button's test id is `<testId>-<value>`. */
  testId: string;
  /** Smaller text, for longer labels. */
  small?: boolean;
}) {
  return (
    <fieldset className="m-0 grid grid-cols-2 gap-2 border-0 p-0">
      <legend className={legendHidden ? 'sr-only' : 'mb-1.5 font-medium text-ink text-sm'}>{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          data-testid={`${testId}-${option.value}`}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-12 rounded-xl px-3 font-semibold ring-2 transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
            small && 'text-sm',
            value === option.value
              ? 'bg-secondary-900 text-white ring-secondary-900'
              : 'bg-white text-ink ring-line',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
