import type { MenuData, MenuProduct } from '@kiosk/contracts';
import { cn } from '@kiosk/ui';
import { ArrowRight, Check, Plus, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { KioskDialog } from '../../../components/kiosk-dialog';
import { formatTry } from '../../../lib/money';
import { isDeal } from '../../../lib/pricing/menu-pricing';
import { addLine, customerSession, useCustomerSession } from '../../../state/customer-session';
import { useMenu } from '../../../state/menu-store';
import {
  markLinesSuggested,
  markSuggestionsShown,
  suggestionsFor,
  suggestionsShown,
} from '../../../state/suggestion-step';

/**
 * The step before payment: "Yanında ne olsun?" with up to three products not yet in the cart, each
 * added with one tap (products with options open the product dialog), and "No, thanks" to go on.
 * `offer()` opens it when there is something to suggest (once per customer session) and returns
 * false when the step is skipped.
 */
export function useSuggestionStep(options: {
  /** Go on to the customer details or the payment. */
  onContinue: () => void;
  /** Open the product dialog for a product with options. */
  openProduct: (productId: string) => void;
}): { offer: () => boolean; productDialogClosed: () => void; sheet: ReactNode } {
  const { view } = useMenu();
  const [offered, setOffered] = useState<string[] | null>(null);
  const [customizing, setCustomizing] = useState(false);
  const before = useRef<{ productId: string; lineIds: Set<string> } | null>(null);

  const offer = () => {
    // once per customer session: a customer who came back to the cart is not asked again
    if (suggestionsShown()) return false;
    const picks = suggestionsFor(customerSession.get().lines, view);
    if (picks.length === 0) return false;
    markSuggestionsShown();
    setOffered(picks);
    return true;
  };

  const finish = () => {
    setOffered(null);
    options.onContinue();
  };

  const customize = (productId: string) => {
    before.current = { productId, lineIds: new Set(customerSession.get().lines.map((l) => l.id)) };
    setCustomizing(true);
    options.openProduct(productId);
  };

  const productDialogClosed = () => {
    const pending = before.current;
    before.current = null;
    if (!pending) return;
    // the lines the dialog added for the suggested product came from the suggestion
    markLinesSuggested(
      customerSession
        .get()
        .lines.filter((l) => l.productId === pending.productId && !pending.lineIds.has(l.id))
        .map((l) => l.id),
    );
    setCustomizing(false);
  };

  const sheet = (
    <SuggestionSheet
      open={offered !== null && !customizing}
      productIds={offered ?? []}
      menu={view}
      onCustomize={customize}
      onContinue={finish}
    />
  );
  return { offer, productDialogClosed, sheet };
}

function SuggestionSheet({
  open,
  productIds,
  menu,
  onCustomize,
  onContinue,
}: {
  open: boolean;
  productIds: string[];
  menu: MenuData | null;
  onCustomize: (productId: string) => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const { lines } = useCustomerSession();
  const products = productIds
    .map((id) => menu?.products.find((p) => p.id === id))
    // one that sold out meanwhile (a live change) is no longer offered
    .filter((p): p is MenuProduct => p?.is_available === true)
    // a meal deal's parts are chosen in its flow, like a product's options
    .map((p) => (isDeal(menu, p.id) ? { ...p, configurable: true } : p));
  const added = products.some((p) => lines.some((l) => l.productId === p.id));

  return (
    <KioskDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onContinue();
      }}
      title={t('kiosk.suggestions.title')}
      description={t('kiosk.suggestions.description')}
      size="xl"
      modal
      data-testid="suggestion-step"
      footer={
        <KioskButton
          size="2xl"
          variant={added ? 'primary' : 'outline'}
          className="w-full sm:w-auto sm:min-w-[22rem]"
          onClick={onContinue}
          data-testid="suggestions-continue"
        >
          {added ? t('kiosk.suggestions.continue') : t('kiosk.suggestions.noThanks')}
          <ArrowRight aria-hidden="true" />
        </KioskButton>
      }
    >
      <ul
        className={cn(
          'grid gap-6',
          products.length >= 3 ? 'grid-cols-3' : products.length === 2 ? 'grid-cols-2' : 'grid-cols-1',
          products.length < 3 && 'mx-auto max-w-3xl',
        )}
      >
        {products.map((product) => (
          <li key={product.id}>
            <SuggestionCard
              product={product}
              added={lines.some((l) => l.productId === product.id)}
              onAdd={() => {
                if (product.configurable) {
                  onCustomize(product.id);
                  return;
                }
                addLine({
                  productId: product.id,
                  quantity: 1,
                  selection: {},
                  unitPriceMinor: product.price_minor,
                  vatRate: product.vat_rate,
                  name: product.name,
                  image: product.image_small ?? product.image,
                  suggested: true,
                });
              }}
            />
          </li>
        ))}
      </ul>
    </KioskDialog>
  );
}

function SuggestionCard({
  product,
  added,
  onAdd,
}: {
  product: MenuProduct;
  added: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const image = product.image_small ?? product.image;
  const price = formatTry(product.price_minor);
  return (
    <button
      type="button"
      onClick={onAdd}
      disabled={added}
      data-testid="suggestion-card"
      data-product-id={product.id}
      data-added={added}
      className={cn(
        'group flex h-full w-full flex-col overflow-hidden rounded-[1.75rem] bg-white text-left shadow-card',
        'transition-[transform,box-shadow] duration-150 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
        added ? 'ring-4 ring-emerald-500' : 'ring-1 ring-line/70 hover:shadow-raised active:scale-[0.98]',
      )}
    >
      <div className="relative aspect-[4/3] w-full overflow-hidden bg-gradient-to-br from-primary-100 to-secondary-100">
        {image && (
          <img
            src={image}
            alt=""
            decoding="async"
            draggable={false}
            className="size-full object-cover transition-transform duration-300 group-active:scale-105"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 px-5 pt-4 pb-5">
        <span className="line-clamp-2 font-bold text-2xl text-ink leading-snug">{product.name}</span>
        <div className="mt-auto flex items-center justify-between gap-3">
          <span className="font-extrabold text-2xl text-secondary-900 tabular-nums">{price}</span>
          <span
            className={cn(
              'inline-flex h-14 shrink-0 items-center gap-2 rounded-2xl px-4 font-bold text-xl shadow-sm',
              added ? 'bg-emerald-600 text-white' : 'bg-primary-500 text-secondary-950',
            )}
          >
            {added ? (
              <Check className="size-7" strokeWidth={3} aria-hidden="true" />
            ) : product.configurable ? (
              <SlidersHorizontal className="size-7" aria-hidden="true" />
            ) : (
              <Plus className="size-7" strokeWidth={2.5} aria-hidden="true" />
            )}
            {added
              ? t('kiosk.suggestions.added')
              : product.configurable
                ? t('kiosk.suggestions.customize')
                : t('kiosk.suggestions.add')}
          </span>
        </div>
      </div>
    </button>
  );
}
