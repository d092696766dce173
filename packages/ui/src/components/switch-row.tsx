import type { ReactNode } from 'react';
import { cn } from '../lib/cn.js';
import { Switch } from './switch.js';

export interface SwitchRowProps {
  /** id of the switch; its label is `${id}-label` and its hint `${id}-hint`. */
  id: string;
  /** Bold text on the left; the switch's accessible name. */
  label: ReactNode;
  /** One line under the label; the switch's description. */
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Greys the row out and makes the switch inoperable. */
  disabled?: boolean;
  /** 'comfortable' for settings forms, 'compact' (tighter padding, smaller hint) inside cards and dialogs. */
  density?: 'comfortable' | 'compact';
  /** data-testid of the switch. */
  testId?: string;
  /** The switch's colour when on (see Switch). */
  tone?: 'brand' | 'success';
  className?: string;
}

/** A bordered row with a label, an optional hint and an on/off switch at the end. */
export function SwitchRow({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
  disabled = false,
  density = 'comfortable',
  testId,
  tone,
  className,
}: SwitchRowProps) {
  const compact = density === 'compact';
  return (
    <div
      className={cn(
        compact
          ? 'flex items-center justify-between gap-3 rounded-xl border border-line px-3 py-1.5'
          : 'flex items-center justify-between gap-4 rounded-xl border border-line px-4 py-2',
        disabled && 'opacity-60',
        className,
      )}
    >
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-semibold text-ink text-sm">
          {label}
        </p>
        {hint && (
          <p id={`${id}-hint`} className={cn('text-ink-muted', compact ? 'text-xs' : 'text-sm')}>
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-testid={testId}
        {...(tone ? { tone } : {})}
      />
    </div>
  );
}
