import { CANCEL_REASONS, type CancelReason } from '@kiosk/domain';
import { Button, Dialog, Field, Select, Textarea } from '@kiosk/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCancelReason } from '../utils/order-status';

export interface CancelOrderDialogProps {
  open: boolean;
  orderNumber: string;
  pending: boolean;
  /** The money the order keeps (formatted): cancelling gives it back, and the dialog says so. */
  refundAmount?: string | undefined;
  onOpenChange: (open: boolean) => void;
  onConfirm: (choice: { reason?: CancelReason; description?: string }) => void;
}

/** Spec section 4: cancelling asks for a reason (optional) from the five listed, and a note. */
export function CancelOrderDialog({
  open,
  orderNumber,
  pending,
  refundAmount,
  onOpenChange,
  onConfirm,
}: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [note, setNote] = useState('');
  const ids = { reason: useId(), note: useId() };

  // every opening starts empty (state adjusted while rendering, no effect)
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setReason('');
      setNote('');
    }
  }

  const close = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="sm"
      title={t('orders.cancel.title')}
      description={t('orders.cancel.description', { number: orderNumber })}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={pending} autoFocus>
            {t('orders.cancel.keep')}
          </Button>
          <Button
            variant="danger"
            loading={pending}
            data-testid="confirm-cancel-order"
            onClick={() =>
              onConfirm({
                ...(reason ? { reason } : {}),
                ...(note.trim() ? { description: note.trim() } : {}),
              })
            }
          >
            {pending ? t('orders.cancel.confirming') : t('orders.cancel.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {refundAmount && (
          <p
            role="alert"
            data-testid="cancel-refund-warning"
            className="rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm ring-1 ring-amber-200 ring-inset"
          >
            {t('orders.cancel.refundWarning', { amount: refundAmount })}
          </p>
        )}
        <Field id={ids.reason} label={t('orders.cancel.reason')} hint={t('orders.cancel.reasonOptional')}>
          <Select
            id={ids.reason}
            value={reason}
            aria-describedby={`${ids.reason}-hint`}
            onChange={(event) => setReason(isCancelReason(event.target.value) ? event.target.value : '')}
            disabled={pending}
          >
            <option value="">{t('orders.cancel.noReason')}</option>
            {CANCEL_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`orders.cancel.reasons.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={ids.note} label={t('orders.cancel.note')} hint={t('orders.cancel.reasonOptional')}>
          <Textarea
            id={ids.note}
            value={note}
            maxLength={500}
            rows={3}
            placeholder={t('orders.cancel.notePlaceholder')}
            aria-describedby={`${ids.note}-hint`}
            onChange={(event) => setNote(event.target.value)}
            disabled={pending}
          />
        </Field>
      </div>
    </Dialog>
  );
}
