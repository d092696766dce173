import type { MenuData, MenuProduct } from '@kiosk/contracts';
import {
  type ConfigurableItem,
  defaultSelection,
  keepValidChoices,
  MAX_LINE_QUANTITY,
  missingRequiredSteps,
  type Selection,
  unitPrice,
} from '@kiosk/domain';
import { Button, configurableItemOf, Dialog, type StepView, stepsOf } from '@kiosk/ui';
import { OptionStep } from '@kiosk/ui/customize';
import { AlertCircle, Check, Minus, Plus } from 'lucide-react';
import { type Dispatch, type KeyboardEvent, type SetStateAction, useMemo, useState } from 'react';
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
 * laid out for a mouse and a keyboard; the price runs with every choice and Enter confirms. The
 * steps are the kiosk's option list (packages/ui OptionStep) in its denser 'till' variant.
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
  const [chosen, setSelection] = useState<Selection>(() => target.selection ?? defaultSelection(item));
  // what the menu still offers of the choices (it can change while the dialog is open)
  const selection = useMemo(() => keepValidChoices(item, chosen), [item, chosen]);
  const [quantity, setQuantity] = useState(target.quantity ?? 1);
  const [showMissing, setShowMissing] = useState(false);

  const missing = missingRequiredSteps(item, selection);
  const unit = unitPrice(item, selection);
  const available = product.is_available;
  const valid = available && missing.length === 0;

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
        <OptionStep
          key={view.step.id}
          variant="till"
          view={view}
          item={item}
          selection={selection}
          onChange={setSelection}
          missing={showMissing && missing.includes(view.step.id)}
          formatPrice={money}
        />
      ))}

      <div className="sticky bottom-0 -mx-6 -mb-5 flex flex-wrap items-center gap-4 border-line border-t bg-white px-6 py-4">
        <QuantityPicker quantity={quantity} onChange={setQuantity} />
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

/** − quantity + for the line (1 to MAX_LINE_QUANTITY). */
function QuantityPicker({
  quantity,
  onChange,
}: {
  quantity: number;
  onChange: Dispatch<SetStateAction<number>>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <span className="font-medium text-ink-muted text-sm">{t('sale.till.customize.quantity')}</span>
      <div className="flex items-center rounded-xl ring-1 ring-line">
        <button
          type="button"
          aria-label={t('sale.till.customize.decrease')}
          disabled={quantity <= 1}
          onClick={() => onChange((q) => Math.max(1, q - 1))}
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
          onClick={() => onChange((q) => Math.min(MAX_LINE_QUANTITY, q + 1))}
          className="flex size-10 items-center justify-center rounded-r-xl text-ink hover:bg-surface-muted disabled:opacity-40"
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
