import type { OrderSummary } from '@kiosk/contracts';
import { Button, cn, Field, Textarea } from '@kiosk/ui';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import type { RefundState } from '../hooks/use-refund';
import { refundableUnits } from '../utils/refund-form';

/** The refund's choices: whole order or lines (with quantities), the reason, and the amount. */
export function RefundForm({ order, refund }: { order: OrderSummary; refund: RefundState }) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const { reasonError } = refund;
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        refund.review();
      }}
    >
      {!refund.terminalId && (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
          {t('sale.checkout.noTerminal')}
        </p>
      )}
      <fieldset className="m-0 grid grid-cols-2 gap-3 border-0 p-0">
        <legend className="mb-2 font-semibold text-ink">{t('sale.orders.refund.scope')}</legend>
        {(['whole', 'lines'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={refund.scope === value}
            data-testid={`refund-scope-${value}`}
            onClick={() => refund.setScope(value)}
            className={cn(
              'h-14 rounded-2xl font-semibold text-base ring-2 transition-colors',
              'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
              refund.scope === value
                ? 'bg-secondary-900 text-white ring-secondary-900'
                : 'bg-white ring-line hover:ring-primary-300',
            )}
          >
            {t(`sale.orders.refund.${value}`)}
          </button>
        ))}
      </fieldset>
      {refund.scope === 'lines' && <RefundLines order={order} refund={refund} />}
      <Field id="refund-reason" label={t('sale.orders.refund.reason')} required error={reasonError}>
        <Textarea
          id="refund-reason"
          rows={2}
          maxLength={500}
          value={refund.reason}
          invalid={Boolean(reasonError)}
          placeholder={t('sale.orders.refund.reasonPlaceholder')}
          onChange={(event) => refund.setReason(event.target.value)}
          data-testid="refund-reason"
        />
      </Field>
      <div className="flex items-baseline justify-between rounded-2xl bg-red-50 px-5 py-3 ring-1 ring-red-200">
        <span className="font-semibold text-red-900">{t('sale.orders.refund.amount')}</span>
        <span className="font-extrabold text-3xl text-red-800 tabular-nums" data-testid="refund-amount">
          {formatTl(refund.amount)}
        </span>
      </div>
    </form>
  );
}

/** One refundable row: its name and price, − / + for the units to refund (at most those left). */
function RefundStepper(props: {
  id: string;
  name: string;
  label: string;
  priceMinor: number;
  refund: RefundState;
  part?: boolean;
}) {
  const { id, refund } = props;
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const max = refundableUnits(refund.items, id);
  const value = refund.quantities[id] ?? 0;
  const set = (n: number) => refund.setQuantity(id, Math.max(0, Math.min(max, n)));
  return (
    <li
      className={cn('flex items-center gap-4 px-4 py-2.5', props.part && 'bg-surface pl-8')}
      data-testid={props.part ? 'refund-part' : 'refund-line'}
      data-product={props.name}
    >
      <div className="min-w-0 flex-1">
        <p className={cn('text-ink', props.part ? 'text-sm' : 'font-medium')}>{props.label}</p>
        <p className="text-ink-muted text-sm tabular-nums">{formatTl(props.priceMinor)}</p>
      </div>
      <fieldset className="m-0 flex items-center gap-2 border-0 p-0">
        <legend className="sr-only">{`${t('sale.orders.refund.quantity')}: ${props.name}`}</legend>
        <Button
          variant="outline"
          size="icon"
          onClick={() => set(value - 1)}
          disabled={value <= 0}
          aria-label="−"
          data-testid="refund-line-minus"
        >
          <Minus aria-hidden="true" />
        </Button>
        <span className="w-8 text-center font-bold text-lg tabular-nums" data-testid="refund-line-quantity">
          {value}
        </span>
        <Button
          variant="outline"
          size="icon"
          onClick={() => set(value + 1)}
          disabled={value >= max}
          aria-label="+"
          data-testid="refund-line-plus"
        >
          <Plus aria-hidden="true" />
        </Button>
      </fieldset>
    </li>
  );
}

/**
 * Each line with − / + for the units to refund (at most those not refunded yet); a meal deal's parts
 * under it, each refundable alone (its share of the deal's price).
 */
function RefundLines({ order, refund }: { order: OrderSummary; refund: RefundState }) {
  return (
    <div>
      <ul className="divide-y divide-line rounded-xl ring-1 ring-line" data-testid="refund-lines">
        {order.items.flatMap((item) => [
          <RefundStepper
            key={item.id}
            id={item.id}
            name={item.product_name}
            label={`${item.quantity}× ${item.product_name}`}
            priceMinor={item.total_price_minor}
            refund={refund}
          />,
          ...item.parts.map((part) => (
            <RefundStepper
              key={part.id}
              id={part.id}
              name={part.product_name}
              label={`${part.group_name}: ${part.quantity}× ${part.product_name}`}
              priceMinor={part.total_price_minor}
              refund={refund}
              part
            />
          )),
        ])}
      </ul>
      {refund.linesError && (
        <p role="alert" className="mt-1.5 text-red-700 text-sm">
          {refund.linesError}
        </p>
      )}
    </div>
  );
}
