import type { OrderDetail } from '@kiosk/contracts';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A store node's order at central (issue 36): shown read-only, changes are made at the store. */
export function StoreNodeOrderNote({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!order.owned_by_store_node) return null;
  return (
    <div
      role="note"
      className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      data-testid="store-node-order-note"
    >
      <Store className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('storeNode.orderOwnedTitle')}</p>
        <p>{t('storeNode.orderOwned')}</p>
      </div>
    </div>
  );
}
