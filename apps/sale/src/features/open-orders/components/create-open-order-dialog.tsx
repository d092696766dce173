import type { CreateOpenOrder, OpenOrder } from '@kiosk/contracts';
import { Button, Dialog, Field, Input, Select, toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createOpenOrder } from '../api/create-open-order';
import { errorText } from '../utils/error-text';

type LabelKind = CreateOpenOrder['label']['kind'];

/** Opens a tab from the cart (or empty): label (table / name / pager), note, customer name. */
export function CreateOpenOrderDialog({
  open,
  onOpenChange,
  items,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: CreateOpenOrder['items'];
  onCreated: (order: OpenOrder) => void;
}) {
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
      const [firstName = '', ...rest] = customer.trim().split(/\s+/);
      const order = await createOpenOrder({
        label: { kind, text: label.trim() },
        items,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(customer.trim()
          ? {
              customer: {
                firstName,
                familyName: rest.join(' '),
                tcKimlikNo: '',
                district: '',
              },
            }
          : {}),
      });
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

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sale.openOrders.createTitle')}
      description={t('sale.openOrders.createHint')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('sale.openOrders.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={busy} data-testid="open-order-create-submit">
            {t('sale.openOrders.submit')}
          </Button>
        </>
      }
    >
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field id="oo-create-1" label={t('sale.openOrders.labelKindTitle')}>
          <Select
            id="oo-create-1"
            value={kind}
            onChange={(event) => setKind(event.target.value as LabelKind)}
          >
            {(['table', 'name', 'pager'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`sale.openOrders.labelKind.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="oo-create-2" label={t('sale.openOrders.label')}>
          <Input
            id="oo-create-2"
            value={label}
            maxLength={40}
            placeholder={t('sale.openOrders.labelPlaceholder')}
            onChange={(event) => setLabel(event.target.value)}
            invalid={error !== null && !label.trim()}
            autoFocus
            data-testid="open-order-label"
          />
        </Field>
        <Field id="oo-create-3" label={t('sale.openOrders.note')}>
          <Input
            id="oo-create-3"
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
        <Field id="oo-create-4" label={t('sale.openOrders.customer')}>
          <Input
            id="oo-create-4"
            value={customer}
            maxLength={100}
            onChange={(event) => setCustomer(event.target.value)}
          />
        </Field>
        {error && (
          <p role="alert" className="text-danger text-sm">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
