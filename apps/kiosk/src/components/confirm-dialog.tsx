import type { ReactNode } from 'react';
import { KioskButton } from './kiosk-button';
import { KioskDialog } from './kiosk-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  icon?: ReactNode;
  tone?: 'primary' | 'danger';
}

/** A yes/no question with two large buttons. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  icon,
  tone = 'primary',
}: ConfirmDialogProps) {
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
          <KioskButton variant="outline" size="lg" className="flex-1" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </KioskButton>
          <KioskButton
            variant={tone === 'danger' ? 'danger' : 'primary'}
            size="lg"
            className="flex-1"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </KioskButton>
        </>
      }
    />
  );
}
