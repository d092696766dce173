import type { MenuData, MenuProduct } from '@kiosk/contracts';
import type { DealPart, Selection } from '@kiosk/domain';
import { type StepView, stepsOf } from '@kiosk/ui';
import { ProductCustomizer, ProductHero } from '@kiosk/ui/customize';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addedNoticeMs } from '../lib/kiosk-config';
import { isDeal, upgradeOffer } from '../lib/pricing/menu-pricing';
import { addLine, updateLine } from '../state/customer-session';
import { DealDialogs } from './deal/deal-dialogs';
import { dealOffer } from './deal/deal-offer-store';
import { KioskDialog } from './kiosk-dialog';
import { notify } from './notices';

export interface ProductDialogTarget {
  productId: string;
  /** Editing a cart line: its id, choices and quantity. */
  lineId?: string;
  selection?: Selection;
  quantity?: number;
  /** Editing a meal deal's line: its parts. */
  parts?: DealPart[];
}

export interface ProductDialogProps {
  target: ProductDialogTarget | null;
  menu: MenuData | null;
  onClose: () => void;
}

/**
 * Product detail and customization in one dialog: the shared ProductCustomizer (packages/ui,
 * also the admin's kiosk preview) in the kiosk's dialog, putting the choice in the cart. A meal
 * deal opens its guided flow instead; a product a deal takes is offered as a menu once added.
 */
export function ProductDialog({ target, menu, onClose }: ProductDialogProps) {
  const { t } = useTranslation();
  const product = target && menu ? (menu.products.find((p) => p.id === target.productId) ?? null) : null;
  const [last, setLast] = useState<{ product: MenuProduct; steps: StepView[] } | null>(null);
  const steps = useMemo(() => (product && menu ? stepsOf(menu, product.id) : []), [product, menu]);
  const deal = target !== null && isDeal(menu, target.productId);

  // keep showing the product while the dialog closes, or if it disappears from the menu meanwhile
  useEffect(() => {
    if (product) setLast({ product, steps });
  }, [product, steps]);
  const shown = product ? { product, steps } : target ? last : null;

  return (
    <>
      <KioskDialog
        open={target !== null && shown !== null && !deal}
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
        {target && shown && !deal && (
          <ProductCustomizer
            key={`${target.productId}:${target.lineId ?? 'new'}`}
            product={shown.product}
            steps={shown.steps}
            available={product?.is_available === true}
            initialSelection={target.selection}
            initialQuantity={target.quantity}
            editing={target.lineId !== undefined}
            onSubmit={(line) => {
              if (target.lineId) updateLine(target.lineId, line);
              else {
                const lineId = addLine(line);
                notify({
                  tone: 'success',
                  title: t('kiosk.product.added', { name: line.name }),
                  durationMs: addedNoticeMs(),
                  passive: true,
                });
                const upgrade = menu && upgradeOffer(menu, line.productId, line.selection, new Date());
                dealOffer.set(
                  upgrade ? { lineId, productId: line.productId, productName: line.name, upgrade } : null,
                );
              }
              onClose();
            }}
          />
        )}
      </KioskDialog>
      <DealDialogs menu={menu} target={deal && target ? target : null} onClose={onClose} />
    </>
  );
}
