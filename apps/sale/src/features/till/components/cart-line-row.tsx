import type { MenuData } from '@kiosk/contracts';
import { cn } from '@kiosk/ui';
import { AlertTriangle, MessageSquarePlus, Minus, Pencil, Percent, Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartDiscount } from '../../../lib/cart-discounts';
import { removeLine, selectLine, setLineNote, setQuantity, type TillLine } from '../hooks/cart-store';
import type { LineUpgrade } from '../hooks/use-menu-upgrades';
import { useMoney } from '../hooks/use-till-menu';
import type { LineProblem, PricedLine } from '../utils/priced-cart';
import { LineParts, LineSavings, MenuUpgradeButton } from './cart-line-extras';
import type { DiscountTarget } from './discount-dialog';

export interface CartLineRowProps {
  entry: PricedLine<TillLine>;
  selected: boolean;
  summary: string[];
  onEdit: ((line: TillLine) => void) | null;
  menu: MenuData | null;
  discounts: readonly CartDiscount[];
  /** "Menü yap": the deal this line can become, if any (offered on the selected line: the one just added or touched). */
  upgrade: LineUpgrade | undefined;
  onDiscount: (target: DiscountTarget) => void;
}

/**
 * One line of the order: tap to select it (for + and -), quantity, edit, note, discount and
 * remove; a deal's parts, the line's savings and "Menü yap" under it.
 */
export function CartLineRow(props: CartLineRowProps) {
  const { entry, selected, summary, onEdit, menu, discounts, upgrade, onDiscount } = props;
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
          <LineParts entry={entry} menu={menu} />
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
        <span className="flex shrink-0 flex-col items-end leading-tight">
          {entry.grossMinor !== entry.totalMinor && (
            <s className="text-ink-muted text-xs tabular-nums" data-testid="line-gross">
              {money(entry.grossMinor)}
            </s>
          )}
          <span className="font-bold text-ink text-sm tabular-nums" data-testid="line-total">
            {money(entry.totalMinor)}
          </span>
        </span>
      </div>
      <div className="pointer-events-none relative mt-1.5 flex items-center gap-1">
        <QuantityStepper line={line} name={name} problem={problem} />
        <span className="ml-1 text-ink-muted text-xs tabular-nums">× {money(entry.unitPriceMinor)}</span>
        <LineActions
          line={line}
          name={name}
          problem={problem}
          onEdit={onEdit}
          onNote={() => setEditingNote(true)}
          onDiscount={() => onDiscount({ lineId: line.id, name })}
        />
      </div>
      <LineSavings entry={entry} discounts={discounts} />
      {upgrade && selected && !problem && <MenuUpgradeButton line={line} upgrade={upgrade} />}
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

/** − quantity + (at most 99; no more of a line that cannot be sold); selects the line. */
function QuantityStepper({
  line,
  name,
  problem,
}: {
  line: TillLine;
  name: string;
  problem: LineProblem | null;
}) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Edit the choices (configurable products), write a note, remove the line (red when it blocks payment). */
function LineActions({
  line,
  name,
  problem,
  onEdit,
  onNote,
  onDiscount,
}: {
  line: TillLine;
  name: string;
  problem: LineProblem | null;
  onEdit: ((line: TillLine) => void) | null;
  onNote(): void;
  onDiscount(): void;
}) {
  const { t } = useTranslation();
  return (
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
      {!problem && (
        <button
          type="button"
          title={t('sale.pricing.discount.lineAction')}
          onClick={onDiscount}
          data-testid="line-discount"
          className="flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <Percent className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('sale.pricing.discount.lineAction')}</span>
        </button>
      )}
      <button
        type="button"
        title={t('sale.till.cart.addNote')}
        onClick={onNote}
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
