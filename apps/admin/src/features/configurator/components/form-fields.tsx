import { cn, Input } from '@kiosk/ui';
import type { ReactNode } from 'react';

// Small form parts shared by the step and option cards: labelled fields, errors, toggles, badges.

export function Field({
  id,
  label,
  required = false,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink text-sm">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

export function FieldError({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-red-700 text-xs">{children}</p>;
}

export function SegmentButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'h-9 rounded-lg px-3 font-semibold text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
        pressed ? 'bg-white text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
      )}
    >
      {children}
    </button>
  );
}

export function Badge({ tone, children }: { tone: 'gold' | 'brown' | 'amber' | 'red'; children: ReactNode }) {
  const tones = {
    gold: 'bg-primary-50 text-primary-800 ring-primary-200',
    brown: 'bg-secondary-50 text-secondary-700 ring-secondary-200',
    amber: 'bg-amber-50 text-amber-800 ring-amber-200',
    red: 'bg-red-50 text-red-700 ring-red-200',
  } as const;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-[11px] ring-1',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

export function LabeledInput({
  id,
  label,
  value,
  onChange,
  required = false,
  invalid = false,
  error,
  lang,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  error?: string | undefined;
  lang?: string;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink text-sm">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={invalid}
        aria-required={required || undefined}
        className="h-11"
        lang={lang}
      />
      {error && <p className="mt-1 text-red-700 text-xs">{error}</p>}
    </div>
  );
}
