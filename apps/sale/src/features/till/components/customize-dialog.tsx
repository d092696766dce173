import type { MenuData, MenuProduct } from '@kiosk/contracts';
import {
  type ConfigurableItem,
  defaultSelection,
  MAX_LINE_QUANTITY,
  missingRequiredSteps,
  optionPrice,
  type Selection,
  selectionIssues,
  setOptionQuantity,
  unitPrice,
} from '@kiosk/domain';
import { Button, cn, configurableItemOf, Dialog, type StepView, stepsOf } from '@kiosk/ui';
import { AlertCircle, Check, Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addLine, updateLine } from '../hooks/cart-store';
import { useMoney } from '../hooks/use-till-menu';

export interface CustomizeTarget {
  productId: string;
  /** Changing a cart line's choices: its id, choices, quantity and note. */
  lineId?: string;
  selection?: Selection;
  quantity?: number;
  note?: string;
}

export interface CustomizeDialogProps {
  target: CustomizeTarget | null;
  menu: MenuData | null;
  onClose: () => void;
}

/**
 * The customize dialog of the till: the domain's configurator model (radio steps one option,
 * stepper steps several up to their maximum, required steps, linked and manual option prices)
 * laid out for a mouse and a keyboard; the price runs with every choice and Enter confirms.
 */
export function CustomizeDialog({ target, menu, onClose }: CustomizeDialogProps) {
  const product = target && menu ? (menu.products.find((p) => p.id === target.productId) ?? null) : null;
  const steps = useMemo(() => (product && menu ? stepsOf(menu, product.id) : []), [product, menu]);
  return (
    <Dialog
      open={target !== null && product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xl"
      title={product?.name ?? ''}
      description={product?.description ?? undefined}
      className="max-h-[92vh]"
    >
      {target && product && (
        <CustomizeForm
          key={`${target.productId}:${target.lineId ?? 'new'}`}
          target={target}
          product={product}
          steps={steps}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

interface CustomizeFormProps {
  target: CustomizeTarget;
  product: MenuProduct;
  steps: StepView[];
  onDone: () => void;
}

function CustomizeForm({ target, product, steps, onDone }: CustomizeFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const item: ConfigurableItem = useMemo(() => configurableItemOf(product, steps), [product, steps]);
  const [selection, setSelection] = useState<Selection>(() => target.selection ?? defaultSelection(item));
  const [quantity, setQuantity] = useState(target.quantity ?? 1);
  const [showMissing, setShowMissing] = useState(false);

  const missing = missingRequiredSteps(item, selection);
  const unit = unitPrice(item, selection);
  const available = product.is_available;
  const valid = available && missing.length === 0 && selectionIssues(item, selection).length === 0;

  const submit = () => {
    if (!valid) {
      setShowMissing(true);
      return;
    }
    const line = {
      productId: product.id,
      quantity,
      selection,
      unitPriceMinor: unit,
      vatRate: product.vat_rate,
      name: product.name,
      ...(target.note ? { note: target.note } : {}),
    };
    if (target.lineId) updateLine(target.lineId, line);
    else addLine(line);
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    submit();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter anywhere in the form confirms it
    <div className="flex flex-col gap-5" onKeyDown={onKeyDown} data-testid="customize-dialog">
      {!available && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800"
        >
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          {t('sale.till.customize.notAvailable')}
        </p>
      )}
      {steps.map((view) => (
        <StepGroup
          key={view.step.id}
          view={view}
          item={item}
          selection={selection}
          onChange={setSelection}
          missing={showMissing && missing.includes(view.step.id)}
        />
      ))}

      <div className="sticky bottom-0 -mx-6 -mb-5 flex flex-wrap items-center gap-4 border-line border-t bg-white px-6 py-4">
        <div className="flex items-center gap-2">
          <span className="font-medium text-ink-muted text-sm">{t('sale.till.customize.quantity')}</span>
          <div className="flex items-center rounded-xl ring-1 ring-line">
            <button
              type="button"
              aria-label={t('sale.till.customize.decrease')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              className="flex size-10 items-center justify-center rounded-l-xl text-ink hover:bg-surface-muted disabled:opacity-40"
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <output className="w-10 text-center font-bold tabular-nums" data-testid="customize-quantity">
              {quantity}
            </output>
            <button
              type="button"
              aria-label={t('sale.till.customize.increase')}
              disabled={quantity >= MAX_LINE_QUANTITY}
              onClick={() => setQuantity((q) => Math.min(MAX_LINE_QUANTITY, q + 1))}
              className="flex size-10 items-center justify-center rounded-r-xl text-ink hover:bg-surface-muted disabled:opacity-40"
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
        <div className="leading-tight">
          <p className="text-ink-muted text-xs">
            {t('sale.till.customize.unitPrice')}: <span className="tabular-nums">{money(unit)}</span>
          </p>
          <p className="font-bold text-ink text-xl tabular-nums" data-testid="customize-total">
            {money(unit * quantity)}
          </p>
        </div>
        {showMissing && missing.length > 0 && (
          <p role="alert" className="flex items-center gap-1.5 font-semibold text-red-700 text-sm">
            <AlertCircle className="size-4" aria-hidden="true" />
            {t('sale.till.customize.missing')}
          </p>
        )}
        <div className="ml-auto flex items-center gap-3">
          <span className="hidden text-ink-muted text-xs xl:inline">
            {t('sale.till.customize.enterHint')}
          </span>
          <Button variant="outline" size="lg" onClick={onDone}>
            {t('sale.till.customize.cancel')}
          </Button>
          <Button size="lg" onClick={submit} disabled={!available} data-testid="customize-confirm">
            <Check aria-hidden="true" />
            {target.lineId ? t('sale.till.customize.update') : t('sale.till.customize.add')}
          </Button>
        </div>
      </div>
    </div>
  );
}

interface StepGroupProps {
  view: StepView;
  item: ConfigurableItem;
  selection: Selection;
  onChange: (selection: Selection) => void;
  missing: boolean;
}

function StepGroup({ view, item, selection, onChange, missing }: StepGroupProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { step } = view;
  const chosen = selection[step.id] ?? {};
  const itemStep = item.steps.find((s) => s.id === step.id);
  const priceOf = (optionId: string) => {
    const option = itemStep?.options.find((o) => o.id === optionId);
    return option ? optionPrice(option) : 0;
  };
  const headingId = `step-${step.id}`;
  const radio = view.type === 'radio';

  return (
    <section
      aria-labelledby={headingId}
      data-testid="customize-step"
      data-missing={missing || undefined}
      className={cn('rounded-2xl p-4 ring-1', missing ? 'bg-red-50 ring-red-300' : 'bg-surface ring-line')}
    >
      <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-bold text-base text-ink">
          {step.title}
        </h3>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 font-semibold text-[11px] uppercase tracking-wide',
            step.required ? 'bg-secondary-900 text-white' : 'bg-white text-ink-muted ring-1 ring-line',
          )}
        >
          {step.required ? t('sale.till.customize.required') : t('sale.till.customize.optional')}
        </span>
        <span className="text-ink-muted text-sm">
          {radio ? t('sale.till.customize.chooseOne') : t('sale.till.customize.chooseMany')}
        </span>
        {step.subtitle && <span className="text-ink-muted text-sm">· {step.subtitle}</span>}
      </div>
      <fieldset className="m-0 grid grid-cols-2 gap-2 border-0 p-0 lg:grid-cols-3">
        <legend className="sr-only">{step.title}</legend>
        {view.options.map(({ option }) => {
          const quantity = chosen[option.id] ?? 0;
          const price = priceOf(option.id);
          const disabled = !option.available;
          const priceText = price > 0 ? `+${money(price)}` : null;
          if (radio) {
            const selected = quantity > 0;
            return (
              <button
                key={option.id}
                type="button"
                aria-pressed={selected}
                disabled={disabled}
                data-testid="customize-option"
                onClick={() => onChange(setOptionQuantity(item, selection, step.id, option.id, 1))}
                className={cn(
                  'flex min-h-14 items-center gap-3 rounded-xl bg-white px-3 py-2 text-left ring-2 transition-shadow',
                  'focus-visible:outline-none focus-visible:ring-primary-600 disabled:opacity-40',
                  selected ? 'bg-primary-50 ring-primary-500' : 'ring-line hover:ring-primary-300',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-5 shrink-0 place-items-center rounded-full ring-2',
                    selected ? 'bg-primary-500 ring-primary-500' : 'ring-line',
                  )}
                >
                  {selected && <span className="size-2 rounded-full bg-secondary-950" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink text-sm">{option.name}</span>
                  <span className="block text-ink-muted text-xs tabular-nums">
                    {disabled ? t('sale.till.customize.unavailableOption') : priceText}
                  </span>
                </span>
              </button>
            );
          }
          const max = Math.max(1, option.max_quantity);
          const set = (next: number) =>
            onChange(setOptionQuantity(item, selection, step.id, option.id, next));
          return (
            <div
              key={option.id}
              data-testid="customize-option"
              data-selected={quantity > 0 || undefined}
              className={cn(
                'flex min-h-14 items-center gap-2 rounded-xl bg-white py-1.5 pr-1.5 pl-3 ring-2',
                quantity > 0 ? 'bg-primary-50 ring-primary-500' : 'ring-line',
                disabled && 'opacity-40',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink text-sm">{option.name}</span>
                <span className="block text-ink-muted text-xs tabular-nums">
                  {disabled ? t('sale.till.customize.unavailableOption') : priceText}
                  {!disabled && max > 1 && (
                    <span>
                      {priceText ? ' · ' : ''}
                      {t('sale.till.customize.max', { count: max })}
                    </span>
                  )}
                </span>
              </span>
              <button
                type="button"
                aria-label={`${t('sale.till.customize.decrease')}: ${option.name}`}
                disabled={disabled || quantity === 0}
                onClick={() => set(quantity - 1)}
                className="flex size-9 items-center justify-center rounded-lg text-ink ring-1 ring-line hover:bg-surface-muted disabled:opacity-30"
              >
                <Minus className="size-4" aria-hidden="true" />
              </button>
              <output className="w-6 text-center font-bold tabular-nums" aria-label={option.name}>
                {quantity}
              </output>
              <button
                type="button"
                aria-label={`${t('sale.till.customize.increase')}: ${option.name}`}
                disabled={disabled || quantity >= max}
                onClick={() => set(quantity + 1)}
                className="flex size-9 items-center justify-center rounded-lg bg-primary-500 text-secondary-950 hover:bg-primary-400 disabled:bg-surface-muted disabled:text-ink-muted disabled:opacity-60"
              >
                <Plus className="size-4" aria-hidden="true" />
              </button>
            </div>
          );
        })}
      </fieldset>
    </section>
  );
}
