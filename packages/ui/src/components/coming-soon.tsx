import { type LucideIcon, Sparkles } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';

export interface ComingSoonProps {
  title: string;
  description?: string;
  icon?: LucideIcon;
  /** Extra content under the text (links, a feature preview). */
  children?: ReactNode;
  /** `lg` for touch screens seen from arm's length (the kiosk). */
  size?: 'md' | 'lg';
  className?: string;
}

/** A friendly placeholder for a section that is not built yet. */
export function ComingSoon({
  title,
  description,
  icon: Icon = Sparkles,
  children,
  size = 'md',
  className,
}: ComingSoonProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const large = size === 'lg';
  return (
    <section
      aria-labelledby={titleId}
      data-testid="coming-soon"
      className={cn(
        'relative mx-auto flex w-full flex-col items-center overflow-hidden rounded-3xl border border-line',
        'bg-white px-6 text-center shadow-card sm:px-12',
        large ? 'max-w-3xl py-20' : 'max-w-2xl py-14',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-40 bg-gradient-to-b from-primary-50 to-transparent"
      />
      <div
        className={cn(
          'relative mb-6 flex items-center justify-center rounded-3xl bg-gradient-to-br from-primary-400 to-primary-600',
          'text-secondary-950 shadow-raised',
          large ? 'size-28' : 'size-20',
        )}
      >
        <Icon className={large ? 'size-14' : 'size-10'} strokeWidth={1.75} aria-hidden="true" />
      </div>
      <span
        className={cn(
          'relative mb-3 inline-flex items-center gap-1.5 rounded-full bg-secondary-50 px-3 py-1 font-semibold',
          'text-secondary-700 uppercase tracking-wider ring-1 ring-secondary-100',
          large ? 'text-sm' : 'text-xs',
        )}
      >
        <span className="size-1.5 rounded-full bg-primary-500" aria-hidden="true" />
        {t('ui.comingSoon.badge')}
      </span>
      <h1
        id={titleId}
        className={cn(
          'relative text-balance font-bold text-ink tracking-tight',
          large ? 'text-4xl sm:text-5xl' : 'text-2xl sm:text-3xl',
        )}
      >
        {title}
      </h1>
      <p
        className={cn(
          'relative mt-3 text-pretty text-ink-muted leading-relaxed',
          large ? 'max-w-xl text-xl' : 'max-w-md text-base',
        )}
      >
        {description ?? t('ui.comingSoon.description')}
      </p>
      {children && <div className="relative mt-8 w-full">{children}</div>}
    </section>
  );
}
