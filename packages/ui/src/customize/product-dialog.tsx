import type { MenuData, MenuProduct } from '@kiosk/contracts';
import {
  type ConfigurableItem,
  defaultSelection,
  missingRequiredSteps,
  optionPrice,
  type Selection,
  selectionIssues,
  setOptionQuantity,
  unitPrice,
} from '@kiosk/domain';
import { cn, configurableItemOf, type StepView, stepsOf } from '@kiosk/ui';
import { AlertCircle, Check, ShoppingCart } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTry, formatTryDelta } from '../lib/money';
import { MAX_LINE_QUANTITY } from '../state/cart';
import { addLine, updateLine } from '../state/customer-session';
import { KioskButton } from './kiosk-button';
import { KioskDialog } from './kiosk-dialog';
import { notify } from './notices';
import { QuantityStepper } from './quantity-stepper';

export interface ProductDialogTarget {
  productId: string;
  /** Editing a cart line: its id, choices and quantity. */
  lineId?: string;
  selection?: Selection;
  quantity?: number;
}

export interface ProductDialogProps {
  target: ProductDialogTarget | null;
  menu: MenuData | null;
  onClose: () => void;
}

/**
 * Product detail and customization in one dialog, driven by the domain's configurator model:
 * radio steps take one option, stepper steps several (each up to its maximum); required steps
 * must be answered ("Please complete required selections"); the price runs with every choice.
 */
export function ProductDialog({ target, menu, onClose }: ProductDialogProps) {
  const product = target && menu ? (menu.products.find((p) => p.id === target.productId) ?? null) : null;
  const [last, setLast] = useState<{ product: MenuProduct; steps: StepView[] } | null>(null);
  const steps = useMemo(() => (product && menu ? stepsOf(menu, product.id) : []), [product, menu]);

  // keep showing the product while the dialog closes, or if it disappears from the menu meanwhile
  useEffect(() => {
    if (product) setLast({ product, steps });
  }, [product, steps]);
  const shown = product ? { product, steps } : target ? last : null;

  return (
    <KioskDialog
      open={target !== null && shown !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      data-testid="product-dialog"
      title={shown?.product.name ?? ''}
      description={shown?.product.description ?? undefined}
      media={shown ? <ProductHero product={shown.product} /> : undefined}
      bareBody
    >
      {target && shown && (
        <ProductForm
          key={`${target.productId}:${target.lineId ?? 'new'}`}
          target={target}
          product={shown.product}
          steps={shown.steps}
          available={product?.is_available === true}
          onDone={onClose}
        />
      )}
    </KioskDialog>
  );
}

function ProductHero({ product }: { product: MenuProduct }) {
  const image = product.image ?? product.image_small;
  return (
    <div className="relative flex h-64 shrink-0 items-center justify-center overflow-hidden bg-gradient-to-br from-primary-100 via-primary-50 to-secondary-100 landscape:h-52">
      {image && (
        <>
          <img
            src={image}
            alt=""
            aria-hidden="true"
            className="absolute inset-0 size-full scale-125 object-cover opacity-70 blur-2xl"
            draggable={false}
          />
          <img
            src={image}
            alt=""
            className={cn(
              'relative h-[85%] w-auto rounded-[1.75rem] object-contain shadow-raised ring-4 ring-white/70',
              !product.is_available && 'opacity-60 grayscale',
            )}
            draggable={false}
          />
        </>
      )}
    </div>
  );
}

interface ProductFormProps {
  target: ProductDialogTarget;
  product: MenuProduct;
  steps: StepView[];
  available: boolean;
  onDone: () => void;
}

function ProductForm({ target, product, steps, available, onDone }: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const item: ConfigurableItem = useMemo(() => configurableItemOf(product, steps), [product, steps]);
  const [selection, setSelection] = useState<Selection>(() => target.selection ?? defaultSelection(item));
  const [quantity, setQuantity] = useState(target.quantity ?? 1);
  const [showMissing, setShowMissing] = useState(false);
  const stepRefs = useRef(new Map<string, HTMLElement>());

  const missing = missingRequiredSteps(item, selection);
  const unit = unitPrice(item, selection);
  const total = unit * quantity;
  const editing = target.lineId !== undefined;

  const submit = () => {
    if (!available) return;
    if (missing.length > 0) {
      setShowMissing(true);
      stepRefs.current.get(missing[0] as string)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    if (selectionIssues(item, selection).length > 0) return;
    const line = {
      productId: product.id,
      quantity,
      selection,
      unitPriceMinor: unit,
      vatRate: product.vat_rate,
      name: product.name,
      image: product.image_small ?? product.image,
    };
    if (target.lineId) updateLine(target.lineId, line);
    else {
      addLine(line);
      notify({ tone: 'success', title: t('kiosk.product.added', { name: product.name }), durationMs: 2500 });
    }
    onDone();
  };

  return (
    <>
      <div className="flex min-h-0 flex-1 flex-col gap-8 overflow-y-auto overscroll-contain px-8 pt-4 pb-8 sm:px-10">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-lg text-ink-muted">
          <span className="font-extrabold text-3xl text-secondary-900 tabular-nums">
            {formatTry(product.price_minor)}
          </span>
          <span>
            {t('kiosk.product.perUnit', { unit: product.unit_name.toLocaleLowerCase(i18n.language) })}
          </span>
          <span>·</span>
          <span>{t('kiosk.common.vatIncluded')}</span>
          <span className="rounded-full bg-surface-muted px-3 py-1 text-base">
            {t('kiosk.product.vatRate', { rate: product.vat_rate })}
          </span>
        </div>

        {!available && (
          <p
            role="alert"
            className="flex items-center gap-3 rounded-2xl bg-red-50 px-5 py-4 font-semibold text-red-800 text-xl"
          >
            <AlertCircle className="size-7 shrink-0" aria-hidden="true" />
            {t('kiosk.product.notAvailable')}
          </p>
        )}

        {steps.map((view) => (
          <StepSection
            key={view.step.id}
            view={view}
            item={item}
            selection={selection}
            onChange={setSelection}
            missing={showMissing && missing.includes(view.step.id)}
            sectionRef={(node) => {
              if (node) stepRefs.current.set(view.step.id, node);
              else stepRefs.current.delete(view.step.id);
            }}
          />
        ))}
      </div>

      <div className="flex shrink-0 flex-wrap items-center gap-5 border-line border-t bg-surface px-8 py-6 sm:px-10">
        {showMissing && missing.length > 0 && (
          <p role="alert" className="flex w-full items-center gap-3 font-semibold text-red-700 text-xl">
            <AlertCircle className="size-7 shrink-0" aria-hidden="true" />
            {t('kiosk.product.requiredSelections')}
          </p>
        )}
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={MAX_LINE_QUANTITY}
          size="lg"
          decreaseLabel={t('kiosk.product.decrease')}
          increaseLabel={t('kiosk.product.increase')}
          testId="product-quantity"
        />
        <KioskButton
          size="xl"
          className="min-w-0 flex-1 justify-between"
          onClick={submit}
          disabled={!available}
          data-testid="add-to-cart"
        >
          <span className="inline-flex items-center gap-3">
            <ShoppingCart className="size-8" aria-hidden="true" />
            {editing ? t('kiosk.product.update') : t('kiosk.product.addToCart')}
          </span>
          <span className="font-extrabold tabular-nums" data-testid="running-price">
            {formatTry(total)}
          </span>
        </KioskButton>
      </div>
    </>
  );
}

interface StepSectionProps {
  view: StepView;
  item: ConfigurableItem;
  selection: Selection;
  onChange: (selection: Selection) => void;
  missing: boolean;
  sectionRef: (node: HTMLElement | null) => void;
}

function StepSection({ view, item, selection, onChange, missing, sectionRef }: StepSectionProps) {
  const { t } = useTranslation();
  const { step } = view;
  const chosen = selection[step.id] ?? {};
  const itemStep = item.steps.find((s) => s.id === step.id);
  const priceOf = (optionId: string) => {
    const option = itemStep?.options.find((o) => o.id === optionId);
    return option ? optionPrice(option) : 0;
  };
  const headingId = `step-${step.id}`;

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      data-testid="config-step"
      data-step-type={view.type}
      data-missing={missing || undefined}
      className={cn(
        'scroll-mt-6 rounded-[1.75rem] p-6 ring-2 transition-colors',
        missing ? 'bg-red-50/60 ring-red-400' : 'bg-surface ring-transparent',
      )}
    >
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="font-extrabold text-2xl text-secondary-900">
          {step.title}
        </h3>
        <span
          className={cn(
            'rounded-full px-3 py-1 font-semibold text-sm uppercase tracking-wide',
            step.required
              ? 'bg-secondary-900 text-white'
              : 'bg-surface-muted text-ink-muted ring-1 ring-line',
          )}
        >
          {step.required ? t('kiosk.common.required') : t('kiosk.common.optional')}
        </span>
        <span className="text-ink-muted text-lg">
          {view.type === 'radio' ? t('kiosk.product.chooseOne') : t('kiosk.product.chooseAny')}
        </span>
        {step.subtitle && <p className="w-full text-ink-muted text-lg">{step.subtitle}</p>}
      </div>
      <div className="grid grid-cols-2 gap-4 @container lg:grid-cols-3">
        {view.options.map(({ option }) => {
          const quantity = chosen[option.id] ?? 0;
          const price = priceOf(option.id);
          const disabled = !option.available;
          const image = step.show_images ? option.image : null;
          if (view.type === 'radio') {
            const selected = quantity > 0;
            return (
              <button
                key={option.id}
                type="button"
                aria-pressed={selected}
                disabled={disabled}
                data-testid="config-option"
                onClick={() => onChange(setOptionQuantity(item, selection, step.id, option.id, 1))}
                className={cn(
                  'relative flex min-h-20 items-center gap-4 rounded-2xl bg-white p-4 text-left ring-2 transition-[box-shadow,transform] active:scale-[0.98]',
                  'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400 disabled:opacity-40',
                  selected ? 'shadow-md ring-primary-500' : 'shadow-sm ring-line hover:ring-primary-200',
                )}
              >
                {image && <img src={image} alt="" className="size-16 shrink-0 rounded-xl object-cover" />}
                <span className="min-w-0 flex-1">
                  <span className="block font-bold text-ink text-xl leading-tight">{option.name}</span>
                  <span className="mt-1 block text-ink-muted text-lg tabular-nums">
                    {price > 0 ? formatTryDelta(price) : t('kiosk.common.free')}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full ring-2',
                    selected ? 'bg-primary-500 text-secondary-950 ring-primary-500' : 'ring-line',
                  )}
                >
                  {selected && <Check className="size-5" strokeWidth={3} />}
                </span>
              </button>
            );
          }
          const max = Math.max(1, option.max_quantity);
          return (
            <div
              key={option.id}
              data-testid="config-option"
              data-selected={quantity > 0 || undefined}
              className={cn(
                'flex flex-col gap-3 rounded-2xl bg-white p-4 ring-2 transition-shadow',
                quantity > 0 ? 'shadow-md ring-primary-500' : 'shadow-sm ring-line',
                disabled && 'opacity-40',
              )}
            >
              <div className="flex items-center gap-4">
                {image && <img src={image} alt="" className="size-16 shrink-0 rounded-xl object-cover" />}
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-ink text-xl leading-tight">{option.name}</p>
                  <p className="mt-1 text-ink-muted text-lg tabular-nums">
                    {price > 0 ? formatTryDelta(price) : t('kiosk.common.free')}
                    <span className="ml-2 text-base">· {t('kiosk.product.maxEach', { max })}</span>
                  </p>
                </div>
              </div>
              <QuantityStepper
                value={quantity}
                onChange={(next) => onChange(setOptionQuantity(item, selection, step.id, option.id, next))}
                max={disabled ? quantity : max}
                decreaseLabel={t('kiosk.product.decreaseNamed', { name: option.name })}
                increaseLabel={t('kiosk.product.increaseNamed', { name: option.name })}
                className="self-start"
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
