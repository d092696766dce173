import type { DealPart, DealUpgrade } from '@kiosk/domain';
import { createStore } from '@kiosk/ui';

/** "Menü yap" offered for a line just added (shown in the cart panel / bar until taken or dismissed). */
export interface DealOffer {
  lineId: string;
  productId: string;
  productName: string;
  upgrade: DealUpgrade;
}

/** A deal flow to open: a "Menü yap" taken (one unit of `upgradeFrom` becomes the deal). */
export interface UpgradeFlow {
  productId: string;
  parts: DealPart[];
  upgradeFrom: string;
  upgradeProductId: string;
}

export const dealOffer = createStore<DealOffer | null>(null);
export const upgradeFlow = createStore<UpgradeFlow | null>(null);

/** The customer took the offer: it goes and the deal's flow opens prefilled. */
export function acceptOffer(offer: DealOffer): void {
  dealOffer.set(null);
  upgradeFlow.set({
    productId: offer.upgrade.deal_id,
    parts: offer.upgrade.parts,
    upgradeFrom: offer.lineId,
    upgradeProductId: offer.productId,
  });
}
