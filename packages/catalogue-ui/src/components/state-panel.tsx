import { Button, cn, Spinner } from '@kiosk/ui';
import { AlertTriangle, type LucideIcon, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PanelProps {
  className?: string;
}

/** A panel's loading state: a spinner with 'Loading...'. */
export function LoadingPanel({ className, label }: PanelProps & { label?: string }) {
  return (
    <div className={cn('flex min-h-48 items-center justify-center p-8', className)}>
      <Spinner size="lg" showLabel {...(label ? { label } : {})} />
    </div>
  );
}

export interface EmptyPanelProps extends PanelProps {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show (yet): what this place holds and how to fill it. */
export function EmptyPanel({ icon: Icon, title, description, action, className }: EmptyPanelProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center px-6 py-14 text-center', className)}>
      <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
        <Icon className="size-7" aria-hidden="true" strokeWidth={1.75} />
      </div>
      <p className="font-semibold text-ink">{title}</p>
      {description && <p className="mt-1 max-w-md text-ink-muted text-sm">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

export interface ErrorPanelProps extends PanelProps {
  message: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Loading failed: the reason and a retry button. */
export function ErrorPanel({ message, onRetry, retrying = false, className }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center justify-center px-6 py-12 text-center', className)}
    >
      <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <AlertTriangle className="size-7" aria-hidden="true" strokeWidth={1.75} />
      </div>
      <p className="font-semibold text-ink">{t('catalogue.common.loadError')}</p>
      <p className="mt-1 max-w-md text-ink-muted text-sm">{message}</p>
      {onRetry && (
        <Button variant="outline" className="mt-5" onClick={onRetry} loading={retrying}>
          <RotateCcw aria-hidden="true" />
          {t('catalogue.common.retry')}
        </Button>
      )}
    </div>
  );
}
