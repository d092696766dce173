import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';

export interface KioskDialogPreviewProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the title (the product's picture). */
  media?: ReactNode;
  /** The body: manages its own padding and scrolling (as the kiosk's product dialog does). */
  children?: ReactNode;
  /** The close (X) button. */
  onClose: () => void;
  'data-testid'?: string;
}

/**
 * The kiosk's large dialog (apps/kiosk KioskDialog, size "lg", bare body) drawn inside a preview
 * screen instead of over the whole page: centred in its positioned parent, no overlay, no focus
 * trap, so it can sit in an admin form. Same panel, header and close button as on the kiosk.
 */
export function KioskDialogPreview({
  title,
  description,
  media,
  children,
  onClose,
  'data-testid': testId,
}: KioskDialogPreviewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      className={cn(
        'absolute top-1/2 left-1/2 flex max-h-[92%] w-[calc(100%-3rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col',
        'overflow-hidden rounded-[2rem] bg-white text-ink shadow-raised',
      )}
    >
      {media}
      <div className="flex items-start justify-between gap-6 px-8 pt-8 pb-2 sm:px-10">
        <div className="min-w-0">
          <h2
            id={titleId}
            className="text-balance font-extrabold text-3xl text-secondary-900 tracking-tight lg:text-4xl"
          >
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-2 text-pretty text-ink-muted text-xl">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('kiosk.common.close')}
          className="-mt-2 -mr-3 inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-surface-muted text-secondary-800 transition-colors hover:bg-secondary-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-95"
        >
          <X className="size-8" aria-hidden="true" />
        </button>
      </div>
      {children && <div className="flex min-h-0 flex-1 flex-col overflow-hidden">{children}</div>}
    </div>
  );
}
