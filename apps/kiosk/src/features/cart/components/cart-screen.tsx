import type { MenuData } from '@kiosk/contracts';
import { useDocumentTitle } from '@kiosk/ui';
import { AlertCircle, ArrowLeft, CreditCard, Plus, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartLineItem } from '../../../components/cart/cart-line-item';
import { CartTotals } from '../../../components/cart/cart-totals';
import { UpgradeOffer } from '../../../components/deal/upgrade-offer';
import { KioskButton } from '../../../components/kiosk-button';
import { ProductDialog, type ProductDialogTarget } from '../../../components/product-dialog';
import { SessionHeader } from '../../../components/session-header';
import { navigate, ROUTES } from '../../../lib/navigation';
import type { CartLine } from '../../../state/cart';
import { type CartPricing, cartTotalMinor, usePricedCart } from '../../../state/cart-pricing';
import { useCustomerSession } from '../../../state/customer-session';
import { useMenuClock } from '../../../state/menu-clock';
import { useMenu } from '../../../state/menu-store';
import { useCustomerInfoSetting } from '../../../state/settings-store';
import { canPay, hasLineIssues, stepAfterCart } from '../utils/cart-review';
import { useSuggestionStep } from './suggestion-sheet';

/** Reviewing the order before paying: lines with their choices, quantities, totals, "Pay now". */
export function CartScreen() {
  const { t } = useTranslation();
  const { lines, lineIssues } = useCustomerSession();
  const { view } = useMenu();
  const setting = useCustomerInfoSetting();
  const [target, setTarget] = useState<ProductDialogTarget | null>(null);
  const pricing = usePricedCart(useMenuClock());
  useDocumentTitle(t('kiosk.cart.review'), t('common.brand'));

  const proceed = () => navigate(stepAfterCart(cartTotalMinor(), setting));
  // "Yanında ne olsun?": suggestions before payment, skipped when there is nothing to suggest
  const suggestions = useSuggestionStep({
    onContinue: proceed,
    openProduct: (productId) => setTarget({ productId }),
  });
  // a line the server refused, or one that cannot be ordered now (outside its hours), blocks paying
  const issues = { ...pricing.issues, ...lineIssues };
  const payable = canPay(lines, issues);
  const pay = () => {
    if (!payable) return;
    if (!suggestions.offer()) proceed();
  };

  return (
    <div className="flex h-(--kiosk-screen) flex-col bg-surface-muted">
      <SessionHeader />
      <main className="flex min-h-0 flex-1 flex-col landscape:flex-row" aria-labelledby="cart-title">
        <div className="flex min-h-0 flex-1 flex-col">
          <CartHeading
            fixLines={hasLineIssues(lines, issues)}
            notNow={Object.values(pricing.issues).some((code) => code.endsWith('not_available_now'))}
          />
          <CartLines
            lines={lines}
            lineIssues={issues}
            pricing={pricing}
            menu={view}
            onEdit={(edited) =>
              setTarget({
                productId: edited.productId,
                lineId: edited.id,
                selection: edited.selection,
                quantity: edited.quantity,
                ...(edited.parts ? { parts: edited.parts } : {}),
              })
            }
          />
        </div>
        <CartSummary totals={pricing.totals} payable={payable} onPay={pay} />
      </main>
      <ProductDialog
        target={target}
        menu={view}
        onClose={() => {
          setTarget(null);
          suggestions.productDialogClosed();
        }}
      />
      {suggestions.sheet}
    </div>
  );
}

/** The title with "add more", and what to fix when the server refused lines. */
function CartHeading({ fixLines, notNow }: { fixLines: boolean; notNow: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex items-center justify-between gap-4 px-8 pt-8 pb-4">
        <h1 id="cart-title" className="font-extrabold text-4xl text-secondary-900 tracking-tight lg:text-5xl">
          {t('kiosk.cart.review')}
        </h1>
        <KioskButton variant="outline" size="lg" onClick={() => navigate(ROUTES.menu)}>
          <Plus aria-hidden="true" />
          {t('kiosk.cart.addMore')}
        </KioskButton>
      </div>
      {fixLines && (
        <p
          role="alert"
          className="mx-8 mb-2 flex items-center gap-3 rounded-2xl bg-red-50 px-5 py-4 font-semibold text-red-800 text-xl"
        >
          <AlertCircle className="size-7 shrink-0" aria-hidden="true" />
          {notNow ? t('kiosk.pricing.unavailableNow') : t('kiosk.cart.fixLines')}
        </p>
      )}
    </>
  );
}

/** The cart's lines (a tap edits one), or what to do when it is empty. */
function CartLines({
  lines,
  lineIssues,
  pricing,
  menu,
  onEdit,
}: {
  lines: CartLine[];
  lineIssues: Record<string, string>;
  pricing: CartPricing;
  menu: MenuData | null;
  onEdit: (line: CartLine) => void;
}) {
  const { t } = useTranslation();
  if (lines.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-5 px-10 text-center">
        <span className="grid size-32 place-items-center rounded-full bg-white text-secondary-400 shadow-card">
          <ShoppingBag className="size-16" aria-hidden="true" />
        </span>
        <p className="font-bold text-3xl text-secondary-900">{t('kiosk.cart.empty')}</p>
        <p className="text-ink-muted text-xl">{t('kiosk.cart.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-8 pt-2 pb-8">
      {lines.map((line) => (
        <CartLineItem
          key={line.id}
          line={line}
          menu={menu}
          size="large"
          issue={lineIssues[line.id]}
          priced={pricing.lines[line.id]}
          onEdit={onEdit}
        />
      ))}
    </ul>
  );
}

/** The totals, "back to the menu" and "Pay now". */
function CartSummary({
  totals,
  payable,
  onPay,
}: {
  totals: CartPricing['totals'];
  payable: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  const { view } = useMenu();
  return (
    <section
      aria-label={t('kiosk.cart.total')}
      className="border-line bg-white px-8 pt-6 pb-8 shadow-[0_-8px_24px_-12px_rgb(42_29_20/0.25)] portrait:border-t landscape:flex landscape:w-[34rem] landscape:flex-col landscape:justify-end landscape:border-l"
    >
      <div className="mb-5 empty:hidden">
        <UpgradeOffer menu={view} compact />
      </div>
      <CartTotals totals={totals} size="large" />
      <div className="mt-6 grid grid-cols-[auto_1fr] gap-4 landscape:grid-cols-1">
        <KioskButton variant="outline" size="2xl" className="px-8" onClick={() => navigate(ROUTES.menu)}>
          <ArrowLeft aria-hidden="true" />
          {t('kiosk.cart.backToMenu')}
        </KioskButton>
        <KioskButton size="2xl" disabled={!payable} onClick={onPay} data-testid="pay-now">
          <CreditCard aria-hidden="true" />
          {t('kiosk.cart.payNow')}
        </KioskButton>
      </div>
    </section>
  );
}
