import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../customize/kiosk-button.js';
import { KioskDialog } from '../customize/kiosk-dialog.js';
import { Button } from './button.js';
import { Dialog } from './dialog.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** Under the title, in the dialog's header. */
  description?: ReactNode;
  /** The question, as a paragraph in the dialog's body (above `children`). */
  message?: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** The button that keeps things as they are (default 'İptal' / 'Cancel'). */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Cancel, the close button, Escape or the overlay (ignored while `pending`). */
  onCancel: () => void;
  /** The confirmed action is running: the confirm button spins and the dialog stays open. */
  pending?: boolean;
  tone?: 'danger' | 'primary';
  /** The kiosk's large touch dialog and buttons instead of the back office's. */
  touch?: boolean;
  /** A picture over the title (touch dialogs only). */
  icon?: ReactNode;
}

/**
 * Asks before an action that cannot be taken back or changes what another screen shows (delete,
 * unlink, move, discard, start over). Cancel has the focus first, so Enter alone never confirms.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  message,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  tone = 'danger',
  touch = false,
  icon,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancel = cancelLabel ?? t('ui.cancel');
  const onOpenChange = (next: boolean) => {
    if (!next && !pending) onCancel();
  };
  const body = (message || children) && (
    <>
      {message && <p className="text-ink text-sm">{message}</p>}
      {children}
    </>
  );
  if (touch) {
    return (
      <KioskDialog
        open={open}
        onOpenChange={onOpenChange}
        size="sm"
        title={title}
        description={description}
        media={icon ? <div className="flex justify-center bg-surface-muted py-8">{icon}</div> : undefined}
        footer={
          <>
            <KioskButton
              variant="outline"
              size="lg"
              className="flex-1"
              onClick={onCancel}
              disabled={pending}
              autoFocus
            >
              {cancel}
            </KioskButton>
            <KioskButton variant={tone} size="lg" className="flex-1" onClick={onConfirm} loading={pending}>
              {confirmLabel}
            </KioskButton>
          </>
        }
      >
        {body}
      </KioskDialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending} autoFocus>
            {cancel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
