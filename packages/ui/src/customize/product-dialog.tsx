import type { MenuProduct } from '@kiosk/contracts';
import {
  type ConfigurableItem,
  defaultSelection,
  keepValidChoices,
  missingRequiredSteps,
  type Selection,
  unitPrice,
} from '@kiosk/domain';
import { AlertCircle } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';
import { configurableItemOf, type StepView } from '../menu/menu-model.js';
import { CustomizerFooter, PriceLine } from './customizer-parts.js';
import { OptionStep } from './option-list.js';

/** What the product dialog shows of a product (the kiosk's menu product, or the admin's draft of it). */
export type CustomizerProduct = Pick<
  MenuProduct,
  'id' | 'name' | 'description' | 'price_minor' | 'image' | 'image_small' | 'is_available' | 'unit_name'
> & {
  /** Null only in the admin's preview of a product the kiosk menu does not carry (no rate shown). */
  vat_rate: number | null;
};

/** A configured product ready for the cart: the domain's line without its id, with what the customer saw. */
export interface ConfiguredLine {
  productId: string;
  quantity: number;
  selection: Selection;
  unitPriceMinor: number;
  vatRate: number;
  name: string;
  image: string | null;
}

/** The product's picture over a blurred copy of itself, at the top of the dialog. */
export function ProductHero({
  product,
  orientation = 'screen',
}: {
  product: CustomizerProduct;
  /** 'screen': lower in landscape (the kiosk); 'portrait': always the portrait height (a portrait preview). */
  orientation?: 'screen' | 'portrait';
}) {
  const image = product.image ?? product.image_small;
  // the blurred backdrop needs no detail: the small copy (less to fetch and decode)
  const backdrop = product.image_small ?? image;
  return (
    <div
      className={cn(
        'relative flex h-64 shrink-0 items-center justify-center overflow-hidden bg-gradient-to-br from-primary-100 via-primary-50 to-secondary-100',
        orientation === 'screen' && 'landscape:h-52',
      )}
    >
      {image && (
        <>
          <img
            src={backdrop ?? undefined}
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

export interface ProductCustomizerProps {
  product: CustomizerProduct;
  steps: StepView[];
  /** False when the product cannot be ordered now (sold out, inactive): the button is off. */
  available: boolean;
  /** Editing a cart line: its choices and quantity (the button says "Update"). */
  initialSelection?: Selection;
  initialQuantity?: number;
  editing?: boolean;
  /** Controlled choices (the admin's preview keeps them valid while the steps are edited). */
  selection?: Selection;
  onSelectionChange?: (selection: Selection) => void;
  /** A complete, valid choice was confirmed. */
  onSubmit: (line: ConfiguredLine) => void;
}

/**
 * The kiosk's product customization, inside its product dialog: one scrolling list of every step
 * (driven by the domain's configurator model: radio steps take one option, stepper steps several,
 * each up to its maximum), required steps must be answered ("Please complete required
 * selections"), the price runs with every choice; the quantity and "Add to cart" stay at the
 * bottom. The kiosk and the admin's configurator preview both show this very component.
 */
export function ProductCustomizer({
  product,
  steps,
  available,
  initialSelection,
  initialQuantity,
  editing = false,
  selection: controlled,
  onSelectionChange,
  onSubmit,
}: ProductCustomizerProps) {
  const { t } = useTranslation();
  const item: ConfigurableItem = useMemo(() => configurableItemOf(product, steps), [product, steps]);
  const [own, setOwn] = useState<Selection>(() => initialSelection ?? defaultSelection(item));
  // what the menu still offers of the choices (it can change while the dialog is open)
  const raw = controlled ?? own;
  const selection = useMemo(() => keepValidChoices(item, raw), [item, raw]);
  const setSelection = (next: Selection) => {
    if (!controlled) setOwn(next);
    onSelectionChange?.(next);
  };
  const [quantity, setQuantity] = useState(initialQuantity ?? 1);
  const [showMissing, setShowMissing] = useState(false);
  const stepRefs = useRef(new Map<string, HTMLElement>());

  const missing = missingRequiredSteps(item, selection);
  const unit = unitPrice(item, selection);
  const total = unit * quantity;

  const submit = () => {
    if (!available) return;
    if (missing.length > 0) {
      setShowMissing(true);
      stepRefs.current.get(missing[0] as string)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    onSubmit({
      productId: product.id,
      quantity,
      selection,
      unitPriceMinor: unit,
      vatRate: product.vat_rate ?? 0,
      name: product.name,
      image: product.image_small ?? product.image,
    });
  };

  return (
    <>
      <div
        className="flex min-h-0 flex-1 flex-col gap-8 overflow-y-auto overscroll-contain px-8 pt-4 pb-8 sm:px-10"
        data-testid="product-options"
      >
        <PriceLine product={product} />

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
          <OptionStep
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

      <CustomizerFooter
        missing={showMissing && missing.length > 0}
        quantity={quantity}
        onQuantityChange={setQuantity}
        total={total}
        available={available}
        editing={editing}
        onSubmit={submit}
      />
    </>
  );
}
