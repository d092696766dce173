import { cn } from '@kiosk/ui';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/** A radio button drawn as a card: a badge, a label and an optional hint. */
export function ChoiceCard({
  name,
  checked,
  onSelect,
  badge,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  badge: ReactNode;
  label: ReactNode;
  hint?: string;
}) {
  return (
    <label
      className={cn(
        'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
        checked ? 'border-primary-400 bg-primary-50' : 'border-line hover:border-primary-200',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="sr-only" />
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg font-bold text-sm',
          checked ? 'bg-primary-500 text-secondary-950' : 'bg-surface-muted text-secondary-700',
        )}
        aria-hidden="true"
      >
        {badge}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink text-sm">{label}</span>
        {hint && <span className="block truncate text-ink-muted text-xs">{hint}</span>}
      </span>
      {checked && <Check className="size-4 shrink-0 text-primary-600" aria-hidden="true" />}
    </label>
  );
}
