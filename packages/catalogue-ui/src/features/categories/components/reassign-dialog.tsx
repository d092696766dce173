import { Button, Dialog } from '@kiosk/ui';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReassignDialogProps {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  confirmVariant: 'primary' | 'danger';
  /** Every item has its answer. */
  canConfirm: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/**
 * The frame of the questions asked before a category is deleted (where its products go, what
 * becomes of its subcategories): Cancel, and a confirm button enabled once every item is answered;
 * the dialog does not close while the deletion runs.
 */
export function ReassignDialog({
  title,
  description,
  confirmLabel,
  confirmVariant,
  canConfirm,
  pending,
  onCancel,
  onConfirm,
  children,
}: ReassignDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      size="lg"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('catalogue.common.cancel')}
          </Button>
          <Button variant={confirmVariant} disabled={!canConfirm} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** What is still unanswered. */
export function IncompleteNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
