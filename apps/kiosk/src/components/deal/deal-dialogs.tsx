import type { MenuData } from '@kiosk/contracts';
import type { DealPart } from '@kiosk/domain';
import { useStore } from '@kiosk/ui';
import { lazy, Suspense } from 'react';
import type { DealTarget } from './deal-flow-dialog';
import { upgradeFlow } from './deal-offer-store';

/** The deal flow is a chunk of its own, loaded when a deal is first opened (the kiosk's start-up budget). */
const DealFlowDialog = lazy(() => import('./deal-flow-dialog'));

/**
 * The product dialog's deal side: the guided flow of a deal opened from the menu or a cart line,
 * or of a "Menü yap" taken from the cart (prefilled, one unit of the line becoming the deal).
 */
export function DealDialogs({
  menu,
  target,
  onClose,
}: {
  menu: MenuData | null;
  /** A deal opened from the menu, or its cart line being edited. */
  target: { productId: string; lineId?: string; quantity?: number; parts?: DealPart[] } | null;
  onClose: () => void;
}) {
  const upgrading = useStore(upgradeFlow);
  const flow: DealTarget | null = target
    ? {
        productId: target.productId,
        ...(target.lineId ? { lineId: target.lineId } : {}),
        ...(target.quantity ? { quantity: target.quantity } : {}),
        ...(target.parts ? { parts: target.parts } : {}),
      }
    : upgrading;
  if (!flow || !menu) return null;
  return (
    <Suspense fallback={null}>
      <DealFlowDialog
        key={`${flow.productId}:${flow.lineId ?? flow.upgradeFrom ?? 'new'}`}
        target={flow}
        menu={menu}
        onClose={() => {
          if (target) onClose();
          upgradeFlow.set(null);
        }}
      />
    </Suspense>
  );
}
