import type { ReactNode } from 'react';
import { cn } from '../lib/cn.js';

export type BadgeTone = 'success' | 'muted' | 'warning' | 'info' | 'gold';

const tones: Record<BadgeTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  muted: 'bg-surface-muted text-ink-muted ring-line',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  gold: 'bg-primary-50 text-primary-800 ring-primary-200',
};

/** A small status label. */
export function Badge({
  tone = 'muted',
  dot = false,
  className,
  children,
}: {
  tone?: BadgeTone;
  /** A coloured dot before the text. */
  dot?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {dot && <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />}
      {children}
    </span>
  );
}
