import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';

export interface SpinnerProps {
  /** Accessible name; 'Loading...' in the current language by default. */
  label?: string;
  /** Also show the label next to the spinner. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label ?? t('ui.loading');
  return (
    <span
      role="status"
      aria-live="polite"
      aria-label={text}
      className={cn('inline-flex items-center gap-3 text-ink-muted', className)}
    >
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-primary-200 border-t-primary-600', sizes[size])}
      />
      {showLabel && <span className="font-medium text-sm">{text}</span>}
    </span>
  );
}

/** A spinner centred in the available space, for whole pages or panels that are loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center p-8">
      <Spinner size="lg" showLabel {...(label ? { label } : {})} />
    </div>
  );
}
