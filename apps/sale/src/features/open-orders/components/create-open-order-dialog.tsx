import type { CreateOpenOrder, OpenOrder } from '@kiosk/contracts';
import { Button, Dialog, Field, Input, Select } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { type LabelKind, useCreateOpenOrder } from '../hooks/use-create-open-order';

/** Opens a tab from the cart (or empty): label (table / name / pager), note, customer name. */
export function CreateOpenOrderDialog({
  open,
  onOpenChange,
  items,
  discounts,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: CreateOpenOrder['items'];
  discounts: NonNullable<CreateOpenOrder['discounts']>;
  onCreated: (order: OpenOrder) => void;
}) {
  const { t } = useTranslation();
  const form = useCreateOpenOrder(items, discounts, onCreated);
  const { kind, label, note, customer, error, busy, submit } = form;

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
            onChange={(event) => form.setKind(event.target.value as LabelKind)}
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
            onChange={(event) => form.setLabel(event.target.value)}
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
            onChange={(event) => form.setNote(event.target.value)}
          />
        </Field>
        <Field id="oo-create-4" label={t('sale.openOrders.customer')}>
          <Input
            id="oo-create-4"
            value={customer}
            maxLength={100}
            onChange={(event) => form.setCustomer(event.target.value)}
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
