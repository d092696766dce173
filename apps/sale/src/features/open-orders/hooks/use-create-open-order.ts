import type { CreateOpenOrder, OpenOrder } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithManagerPin } from '../../../lib/manager-pin/pin-store';
import { createOpenOrder } from '../api/create-open-order';
import { errorText } from '../utils/error-text';
import { openOrderBody } from '../utils/open-order-body';

export type LabelKind = CreateOpenOrder['label']['kind'];

/**
 * The new tab's form: label kind and text (required), note, customer; the cart's lines and
 * discounts (a manager's PIN asked when the server wants one); the server's refusal shown.
 */
export function useCreateOpenOrder(
  items: CreateOpenOrder['items'],
  discounts: NonNullable<CreateOpenOrder['discounts']>,
  onCreated: (order: OpenOrder) => void,
) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LabelKind>('table');
  const [label, setLabel] = useState('');
  const [note, setNote] = useState('');
  const [customer, setCustomer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!label.trim()) {
      setError(t('sale.openOrders.labelRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = {
        ...openOrderBody({ kind, label, note, customer, items }),
        ...(discounts.length > 0 ? { discounts } : {}),
      };
      const order = await sendWithManagerPin((pin) =>
        createOpenOrder(pin ? { ...body, manager_pin: pin } : body),
      );
      toast.success(t('sale.openOrders.created', { label: order.label.text, queue: order.reference_number }));
      setLabel('');
      setNote('');
      setCustomer('');
      onCreated(order);
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  };
  return { kind, setKind, label, setLabel, note, setNote, customer, setCustomer, error, busy, submit };
}
