import type { MenuData } from '@kiosk/contracts';
import { Button, cn, Dialog, DialogClose, selectionSummary, toast } from '@kiosk/ui';
import {
  AlertTriangle,
  CreditCard,
  MessageSquarePlus,
  Minus,
  Pencil,
  Plus,
  ShoppingBag,
  Trash2,
  Utensils,
  X,
} from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clearCart,
  type OrderType,
  removeLine,
  selectLine,
  setLineNote,
  setOrderNote,
  setOrderType,
  setQuantity,
  type TillCart,
  type TillLine,
} from '../hooks/cart-store';
import { useMoney } from '../hooks/use-till-menu';
import type { PricedCart, PricedLine } from '../utils/priced-cart';

export interface CartPanelProps {
  cart: TillCart;
  priced: PricedCart<TillLine>;
  menu: MenuData | null;
  /** Charge: hand the order to the checkout; absent when this till has no checkout. */
  onCharge?: () => void;
  onEdit: (line: TillLine) => void;
}

/**
 * The current order: lines with their choices and notes, order type and note, totals and Charge.
 * Memoised: typing in the product search does not render the order again.
 */
export const CartPanel = memo(function CartPanel({ cart, priced, menu, onCharge, onEdit }: CartPanelProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [confirmClear, setConfirmClear] = useState(false);
  const count = cart.lines.reduce((sum, l) => sum + l.quantity, 0);
  const empty = cart.lines.length === 0;
  const blocked = priced.blocked.length > 0;
  useBlockedNotices(priced);

  // keep the selected line in view (+ and - act on it)
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!cart.selectedLineId) return;
    listRef.current
      ?.querySelector(`[data-line-id="${CSS.escape(cart.selectedLineId)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [cart.selectedLineId]);

  return (
    <aside
      aria-labelledby="cart-title"
      className="flex min-h-0 flex-col border-line border-l bg-white"
      data-testid="cart-panel"
    >
      <div className="flex items-center gap-3 border-line border-b px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id="cart-title" className="font-bold text-ink text-lg leading-tight">
            {t('sale.till.cart.title')}
          </h2>
          <p className="text-ink-muted text-xs" data-testid="cart-count">
            {t('sale.till.cart.items', { count })}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={empty}
          onClick={() => setConfirmClear(true)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" />
          {t('sale.till.cart.clear')}
        </Button>
      </div>

      <fieldset className="m-0 grid grid-cols-2 gap-1 border-0 bg-surface-muted p-1 mx-4 mt-3 rounded-xl">
        <legend className="sr-only">{t('sale.till.cart.orderType')}</legend>
        {(['eat_in', 'takeaway'] as const).map((type: OrderType) => {
          const Icon = type === 'eat_in' ? Utensils : ShoppingBag;
          const active = cart.orderType === type;
          return (
            <button
              key={type}
              type="button"
              aria-pressed={active}
              onClick={() => setOrderType(type)}
              data-testid={`order-type-${type}`}
              className={cn(
                'flex h-10 items-center justify-center gap-2 rounded-lg font-semibold text-sm transition-colors',
                active
                  ? 'bg-secondary-800 text-white shadow-sm'
                  : 'text-ink-muted hover:bg-white hover:text-ink',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(`sale.till.cart.${type}`)}
            </button>
          );
        })}
      </fieldset>

      {empty ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-8 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700 ring-1 ring-primary-100">
            <ShoppingBag className="size-7" aria-hidden="true" />
          </span>
          <p className="font-semibold text-ink">{t('sale.till.cart.empty')}</p>
          <p className="text-ink-muted text-sm">{t('sale.till.cart.emptyHint')}</p>
        </div>
      ) : (
        <ol
          ref={listRef}
          className="min-h-0 flex-1 divide-y divide-line overflow-y-auto px-2 py-2"
          data-testid="cart-lines"
        >
          {priced.lines.map((entry) => (
            <CartLineRow
              key={entry.line.id}
              entry={entry}
              selected={entry.line.id === cart.selectedLineId}
              summary={selectionSummary(menu, entry.line.productId, entry.line.selection)}
              onEdit={
                entry.product && !entry.problem && summaryHasSteps(menu, entry.line.productId) ? onEdit : null
              }
            />
          ))}
        </ol>
      )}

      <div className="border-line border-t bg-surface px-4 pt-3 pb-4">
        <label className="block">
          <span className="sr-only">{t('sale.till.cart.orderNote')}</span>
          <input
            value={cart.note}
            onChange={(e) => setOrderNote(e.target.value)}
            maxLength={500}
            placeholder={t('sale.till.cart.orderNotePlaceholder')}
            aria-label={t('sale.till.cart.orderNote')}
            data-testid="order-note"
            className="h-9 w-full rounded-lg border border-line bg-white px-3 text-sm placeholder:text-ink-muted/70 focus:border-primary-400 focus:outline-none focus:ring-2 focus:ring-primary-200"
          />
        </label>
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex justify-between text-ink-muted">
            <dt>{t('sale.till.cart.subtotal')}</dt>
            <dd className="tabular-nums" data-testid="cart-subtotal">
              {money(priced.totals.subtotal_minor)}
            </dd>
          </div>
          <div className="flex justify-between text-ink-muted">
            <dt>{t('sale.till.cart.vat')}</dt>
            <dd className="tabular-nums" data-testid="cart-vat">
              {money(priced.totals.vat_minor)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between pt-1 font-bold text-ink">
            <dt className="text-base">{t('sale.till.cart.total')}</dt>
            <dd className="text-2xl tabular-nums" data-testid="cart-total">
              {money(priced.totals.total_minor)}
            </dd>
          </div>
        </dl>
        {blocked && (
          <p
            role="alert"
            className="mt-2 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 text-sm"
            data-testid="cart-blocked"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('sale.till.cart.blocked')}
          </p>
        )}
        <Button
          size="xl"
          className="mt-3 w-full"
          disabled={empty || blocked || !onCharge}
          onClick={onCharge}
          title={onCharge ? undefined : t('sale.till.cart.chargeUnavailable')}
          data-testid="charge"
        >
          <CreditCard aria-hidden="true" />
          <span>{t('sale.till.cart.charge')}</span>
          <span className="ml-auto tabular-nums">{money(priced.totals.total_minor)}</span>
        </Button>
      </div>

      <Dialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        size="sm"
        title={t('sale.till.cart.clearTitle')}
        description={t('sale.till.cart.clearText')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('sale.till.cart.cancel')}</Button>
            </DialogClose>
            <Button
              variant="danger"
              data-testid="confirm-clear"
              onClick={() => {
                clearCart();
                setConfirmClear(false);
              }}
            >
              {t('sale.till.cart.clearConfirm')}
            </Button>
          </>
        }
      />
    </aside>
  );
});

function summaryHasSteps(menu: MenuData | null, productId: string): boolean {
  return menu?.productConfigurations.some((pc) => pc.product_id === productId) ?? false;
}

/** A notice when a line in the order stops being sellable (live menu). */
function useBlockedNotices(priced: PricedCart<TillLine>) {
  const { t } = useTranslation();
  const known = useRef<Set<string>>(new Set(priced.blocked.map((b) => b.line.id)));
  useEffect(() => {
    const now = new Set(priced.blocked.map((b) => b.line.id));
    for (const entry of priced.blocked) {
      if (known.current.has(entry.line.id)) continue;
      toast.warning(
        t('sale.till.live.unavailable', {
          name: entry.product?.name ?? entry.line.name,
          reason: t(`sale.till.products.unavailable.${entry.problem}`),
        }),
      );
    }
    known.current = now;
  }, [priced.blocked, t]);
}

interface CartLineRowProps {
  entry: PricedLine<TillLine>;
  selected: boolean;
  summary: string[];
  onEdit: ((line: TillLine) => void) | null;
}

function CartLineRow({ entry, selected, summary, onEdit }: CartLineRowProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { line, problem } = entry;
  const name = entry.product?.name ?? line.name;
  const [editingNote, setEditingNote] = useState(false);

  return (
    <li
      data-testid="cart-line"
      data-line-id={line.id}
      data-product-id={line.productId}
      data-selected={selected || undefined}
      data-problem={problem ?? undefined}
      className={cn(
        'relative rounded-lg px-2 py-2',
        selected && !problem && 'bg-primary-50 ring-1 ring-primary-300',
        problem && 'bg-red-50 ring-1 ring-red-300',
      )}
    >
      {/* a click on the line selects it for the + and - keys */}
      <button
        type="button"
        className="absolute inset-0 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
        onClick={() => selectLine(line.id)}
        aria-label={name}
        aria-pressed={selected}
        tabIndex={-1}
      />
      <div className="pointer-events-none relative flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p
            className={cn(
              'font-semibold text-sm leading-snug',
              problem ? 'text-red-900 line-through' : 'text-ink',
            )}
          >
            {name}
          </p>
          {summary.length > 0 && <p className="text-ink-muted text-xs leading-snug">{summary.join(', ')}</p>}
          {problem && (
            <p
              className="mt-0.5 flex items-center gap-1 font-semibold text-red-700 text-xs"
              data-testid="line-problem"
            >
              <AlertTriangle className="size-3.5" aria-hidden="true" />
              {t('sale.till.cart.lineBlocked', { reason: t(`sale.till.products.unavailable.${problem}`) })}
            </p>
          )}
          {line.note && !editingNote && (
            <p className="mt-0.5 text-secondary-700 text-xs italic" data-testid="line-note">
              “{line.note}”
            </p>
          )}
        </div>
        <span className="shrink-0 font-bold text-ink text-sm tabular-nums" data-testid="line-total">
          {money(entry.totalMinor)}
        </span>
      </div>
      <div className="pointer-events-none relative mt-1.5 flex items-center gap-1">
        <div className="pointer-events-auto flex items-center rounded-lg bg-white ring-1 ring-line">
          <button
            type="button"
            aria-label={t('sale.till.cart.decrease', { name })}
            disabled={line.quantity <= 1}
            onClick={() => {
              setQuantity(line.id, line.quantity - 1);
              selectLine(line.id);
            }}
            className="flex size-8 items-center justify-center rounded-l-lg hover:bg-surface-muted disabled:opacity-30"
          >
            <Minus className="size-3.5" aria-hidden="true" />
          </button>
          <span className="w-8 text-center font-bold text-sm tabular-nums" data-testid="line-quantity">
            {line.quantity}
          </span>
          <button
            type="button"
            aria-label={t('sale.till.cart.increase', { name })}
            disabled={line.quantity >= 99 || problem !== null}
            onClick={() => {
              setQuantity(line.id, line.quantity + 1);
              selectLine(line.id);
            }}
            className="flex size-8 items-center justify-center rounded-r-lg hover:bg-surface-muted disabled:opacity-30"
          >
            <Plus className="size-3.5" aria-hidden="true" />
          </button>
        </div>
        <span className="ml-1 text-ink-muted text-xs tabular-nums">× {money(entry.unitPriceMinor)}</span>
        <div className="pointer-events-auto ml-auto flex items-center gap-0.5">
          {onEdit && (
            <button
              type="button"
              title={t('sale.till.cart.edit')}
              onClick={() => onEdit(line)}
              className="flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <Pencil className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('sale.till.cart.edit')}</span>
            </button>
          )}
          <button
            type="button"
            title={t('sale.till.cart.addNote')}
            onClick={() => setEditingNote(true)}
            className="flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <MessageSquarePlus className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('sale.till.cart.addNote')}</span>
          </button>
          <button
            type="button"
            title={t('sale.till.cart.remove', { name })}
            onClick={() => removeLine(line.id)}
            data-testid="remove-line"
            className={cn(
              'flex size-8 items-center justify-center rounded-lg hover:bg-red-50 hover:text-red-700',
              problem ? 'bg-red-600 text-white hover:bg-red-700 hover:text-white' : 'text-ink-muted',
            )}
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('sale.till.cart.remove', { name })}</span>
          </button>
        </div>
      </div>
      {editingNote && (
        <NoteEditor
          initial={line.note ?? ''}
          onDone={(note) => {
            if (note !== null) setLineNote(line.id, note);
            setEditingNote(false);
          }}
        />
      )}
    </li>
  );
}

function NoteEditor({ initial, onDone }: { initial: string; onDone: (note: string | null) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const finished = useRef(false);
  const finish = (note: string | null) => {
    if (finished.current) return;
    finished.current = true;
    onDone(note);
  };
  return (
    <input
      // biome-ignore lint/a11y/noAutofocus: the cashier just asked to write the note
      autoFocus
      value={value}
      maxLength={200}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => finish(value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') finish(value);
        if (e.key === 'Escape') {
          e.stopPropagation();
          finish(null);
        }
      }}
      placeholder={t('sale.till.cart.notePlaceholder')}
      aria-label={t('sale.till.cart.lineNote')}
      data-testid="line-note-input"
      className="relative mt-1.5 h-8 w-full rounded-md border border-primary-300 bg-white px-2 text-sm focus:outline-none focus:ring-2 focus:ring-primary-200"
    />
  );
}
