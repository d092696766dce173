import type { MenuData } from '@kiosk/contracts';
import type { DealPart, DealUpgrade } from '@kiosk/domain';
import { lazy, Suspense, useState } from 'react';
import type { DealTarget } from './deal-flow-dialog';
import { UpgradeOffer } from './upgrade-offer';

/** The deal flow is a chunk of its own, loaded when a deal is first opened (the kiosk's start-up budget). */
const DealFlowDialog = lazy(() => import('./deal-flow-dialog'));

/** "Menü yap" offered for a line just added. */
export interface DealOffer {
  lineId: string;
  productId: string;
  productName: string;
  upgrade: DealUpgrade;
}

/**
 * The product dialog's deal side: the guided flow of a deal opened from the menu or a cart line,
 * and the "Menü yap" offer that turns a line just added into a deal, opening the flow prefilled.
 */
export function DealDialogs({
  menu,
  target,
  offer,
  onOfferDone,
  onClose,
}: {
  menu: MenuData | null;
  /** A deal opened from the menu, or its cart line being edited. */
  target: { productId: string; lineId?: string; quantity?: number; parts?: DealPart[] } | null;
  offer: DealOffer | null;
  onOfferDone: () => void;
  onClose: () => void;
}) {
  const [upgrading, setUpgrading] = useState<DealTarget | null>(null);
  const flow: DealTarget | null = target
    ? {
        productId: target.productId,
        ...(target.lineId ? { lineId: target.lineId } : {}),
        ...(target.quantity ? { quantity: target.quantity } : {}),
        ...(target.parts ? { parts: target.parts } : {}),
      }
    : upgrading;
  const dealName = offer ? (menu?.products.find((p) => p.id === offer.upgrade.deal_id)?.name ?? '') : '';
  return (
    <>
      {offer && !flow && (
        <UpgradeOffer
          upgrade={offer.upgrade}
          productName={offer.productName}
          dealName={dealName}
          onDecline={onOfferDone}
          onAccept={() => {
            setUpgrading({
              productId: offer.upgrade.deal_id,
              parts: offer.upgrade.parts,
              upgradeFrom: offer.lineId,
              upgradeProductId: offer.productId,
            });
            onOfferDone();
          }}
        />
      )}
      {flow && menu && (
        <Suspense fallback={null}>
          <DealFlowDialog
            key={`${flow.productId}:${flow.lineId ?? flow.upgradeFrom ?? 'new'}`}
            target={flow}
            menu={menu}
            onClose={() => {
              if (target) onClose();
              setUpgrading(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
