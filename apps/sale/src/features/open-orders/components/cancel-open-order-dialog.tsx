import { OPEN_ORDER_CANCEL_REASONS, type OpenOrder } from '@kiosk/contracts';
import { Button, Dialog, Field, Select, Textarea, toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelOpenOrder } from '../api/cancel-open-order';
import { errorText } from '../utils/error-text';

type Reason = (typeof OPEN_ORDER_CANCEL_REASONS)[number];

/** Cancels an open order: a reason is required (the five of the back office), a description optional. */
export function CancelOpenOrderDialog({
  order,
  onOpenChange,
  onCancelled,
}: {
  order: OpenOrder | null;
  onOpenChange: (open: boolean) => void;
  onCancelled: (order: OpenOrder) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<Reason | ''>('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!order) return;
    if (!reason) {
      setError(t('sale.openOrders.cancelReasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelOpenOrder(order.id, {
        reason,
        description: description.trim(),
        expected_version: order.version,
      });
      toast.success(t('sale.openOrders.cancelled'));
      setReason('');
      setDescription('');
      onCancelled(cancelled);
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={order !== null}
      onOpenChange={onOpenChange}
      title={t('sale.openOrders.cancelTitle')}
      description={
        order ? `${order.label.text} · ${t('sale.openOrders.queue', { queue: order.reference_number })}` : ''
      }
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('sale.openOrders.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void submit()}
            disabled={busy}
            data-testid="open-order-cancel-submit"
          >
            {t('sale.openOrders.cancelConfirm')}
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <Field id="oo-cancel-1" label={t('sale.openOrders.cancelReason')}>
          <Select
            id="oo-cancel-1"
            value={reason}
            invalid={error !== null && !reason}
            onChange={(event) => setReason(event.target.value as Reason)}
            data-testid="open-order-cancel-reason"
          >
            <option value="">—</option>
            {OPEN_ORDER_CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`sale.openOrders.reasons.${r}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="oo-cancel-2" label={t('sale.openOrders.cancelDescription')}>
          <Textarea
            id="oo-cancel-2"
            value={description}
            maxLength={500}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
        {error && (
          <p role="alert" className="text-danger text-sm">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
