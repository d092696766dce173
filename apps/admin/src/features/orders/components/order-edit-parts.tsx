import { Button, cn } from '@kiosk/ui';
import { AlertTriangle, Minus, PackageOpen, Plus, RotateCcw, Search, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type EditLine, editTotals, lineTotalMinor, MAX_QUANTITY, MIN_QUANTITY } from '../utils/edit-lines';

/** The save met an older version: explains it and offers to load the current order. */
export function VersionConflictNotice({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="version-conflict"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {t('orders.edit.conflict.title')}
      </p>
      <p className="mt-1 text-sm">{t('orders.edit.conflict.description')}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onReload} loading={reloading}>
        {!reloading && <RotateCcw aria-hidden="true" />}
        {t('orders.edit.conflict.reload')}
      </Button>
    </div>
  );
}

/** No lines left: an order needs at least one (and a button to the search when it is closed). */
export function EmptyEditLines({ searchOpen, onSearch }: { searchOpen: boolean; onSearch: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-line border-dashed px-4 py-8 text-center">
      <PackageOpen className="size-8 text-ink-muted" aria-hidden="true" strokeWidth={1.5} />
      <p className="font-semibold text-ink">{t('orders.edit.empty')}</p>
      <p role="alert" className="text-red-700 text-sm">
        {t('orders.edit.needsItems')}
      </p>
      {!searchOpen && (
        <Button variant="outline" size="sm" className="mt-1" onClick={onSearch}>
          <Search aria-hidden="true" />
          {t('orders.edit.addProduct')}
        </Button>
      )}
    </div>
  );
}

/** One line of the draft: name (new lines marked), unit price, quantity stepper, total, remove. */
export function EditLineItem({
  line,
  money,
  disabled,
  onQuantity,
  onRemove,
}: {
  line: EditLine;
  money: (minor: number) => string;
  disabled: boolean;
  onQuantity: (delta: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
      data-testid="edit-line"
      data-product-name={line.product_name}
    >
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <span className="truncate">{line.product_name}</span>
          {!line.id && (
            <span className="rounded-md bg-emerald-50 px-1.5 py-0.5 font-semibold text-emerald-800 text-xs ring-1 ring-emerald-200 ring-inset">
              {t('orders.edit.newLine')}
            </span>
          )}
        </p>
        <p className="text-ink-muted text-xs">
          {line.product_sku && <>{t('orders.detail.items.sku', { sku: line.product_sku })} · </>}
          {t('orders.edit.unitPrice', { price: money(line.unit_price_minor) })}
          {line.configuration_count > 0 && (
            <> · {t('orders.edit.customizationsKept', { count: line.configuration_count })}</>
          )}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('orders.edit.decrease', { name: line.product_name })}
          disabled={line.quantity <= MIN_QUANTITY || disabled}
          onClick={() => onQuantity(-1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-label={t('orders.edit.quantity', { name: line.product_name })}
          className="w-9 text-center font-semibold text-ink tabular-nums"
          data-testid="line-quantity"
        >
          {line.quantity}
        </output>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('orders.edit.increase', { name: line.product_name })}
          disabled={line.quantity >= MAX_QUANTITY || disabled}
          onClick={() => onQuantity(+1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p className="w-24 text-right font-semibold text-ink tabular-nums" data-testid="line-total">
        {money(lineTotalMinor(line))}
      </p>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('orders.edit.remove', { name: line.product_name })}
        className="text-red-600 hover:bg-red-50 hover:text-red-700"
        disabled={disabled}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/** The draft's subtotal, VAT and total (the server prices the saved order). */
export function EditTotals({
  lines,
  money,
  empty,
}: {
  lines: EditLine[];
  money: (minor: number) => string;
  empty: boolean;
}) {
  const { t } = useTranslation();
  const totals = editTotals(lines);
  return (
    <dl
      className={cn('space-y-1.5 rounded-xl bg-surface px-4 py-3 text-sm', empty && 'opacity-60')}
      data-testid="edit-totals"
    >
      <div className="flex justify-between text-ink-muted">
        <dt>{t('orders.detail.items.subtotal')}</dt>
        <dd className="tabular-nums">{money(totals.subtotal_minor)}</dd>
      </div>
      <div className="flex justify-between text-ink-muted">
        <dt>{t('orders.detail.items.vat')}</dt>
        <dd className="tabular-nums">{money(totals.vat_minor)}</dd>
      </div>
      <div className="flex justify-between font-bold text-base text-ink">
        <dt>{t('orders.detail.items.total')}</dt>
        <dd className="tabular-nums" data-testid="edit-total">
          {money(totals.total_minor)}
        </dd>
      </div>
      <p className="pt-1 text-ink-muted text-xs">{t('orders.edit.serverPrices')}</p>
    </dl>
  );
}
