import type { ManualDiscountInput, OpenOrder } from '@kiosk/contracts';
import { Button } from '@kiosk/ui';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartDiscount } from '../../../lib/cart-discounts';
import { clearLinked, setLinked } from '../hooks/linked-order-store';
import { useLinkedTab } from '../hooks/use-linked-tab';
import { useOpenOrdersLive } from '../hooks/use-open-orders-live';
import { discountsOf, itemsOf, linesKey, type NamedCartLine } from '../utils/order-lines';
import { CancelOpenOrderDialog } from './cancel-open-order-dialog';
import { CreateOpenOrderDialog } from './create-open-order-dialog';
import { ConflictNotice, EmptyTabDialog, KeptLines, LinkedNoticeBar } from './linked-order-notices';
import { LinkedOrderRow } from './linked-order-row';
import { OpenOrdersPanel } from './open-orders-panel';

export interface OpenOrdersBarProps {
  /** The till's cart lines now. */
  cartLines: readonly NamedCartLine[];
  /** The till's manual discounts now (saved with the tab). */
  cartDiscounts: readonly CartDiscount[];
  /** Makes these lines and discounts (`line` = index in lines) the cart (linking, reloading). */
  onReplaceCart: (lines: Array<Omit<NamedCartLine, 'id'>>, discounts: ManualDiscountInput[]) => void;
  /** Adds lines to the cart (the cashier's unsaved lines after a conflict). */
  onAddLines: (lines: Array<Omit<NamedCartLine, 'id'>>) => void;
  /** Pays the linked order with the till's checkout (its unsaved lines saved first). */
  onPay: () => void;
}

/**
 * The till's open orders: the panel, creating a tab from the cart, and the linked tab (save with
 * its version, unlink, pay, cancel), its live notices and a version conflict's reload that keeps
 * the cashier's unsaved lines at hand.
 */
export function OpenOrdersBar(props: OpenOrdersBarProps) {
  const { cartLines, cartDiscounts, onReplaceCart, onAddLines, onPay } = props;
  const { t } = useTranslation();
  useOpenOrdersLive();
  const [panel, setPanel] = useState(false);
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<OpenOrder | null>(null);
  const tab = useLinkedTab({ cartLines, cartDiscounts, onReplaceCart, onLoaded: () => setPanel(false) });
  const { linked, order, kept } = tab;

  return (
    <div className="border-line border-b bg-surface px-3 py-2" data-testid="open-orders-bar">
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          className="shrink-0"
          onClick={() => setPanel(true)}
          data-testid="open-orders-button"
        >
          <ClipboardList className="size-4" aria-hidden="true" />
          {t('sale.openOrders.open')}
        </Button>
        {!order && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setCreating(true)}
            data-testid="open-order-create"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('sale.openOrders.create')}
          </Button>
        )}
        {order && (
          <LinkedOrderRow
            order={order}
            tab={tab}
            cartLineCount={cartLines.length}
            onPay={onPay}
            onCancel={setCancelling}
          />
        )}
      </div>

      {order && linked.notice && !linked.conflict && (
        <LinkedNoticeBar order={order} notice={linked.notice} tab={tab} />
      )}
      {order && linked.conflict && <ConflictNotice conflict={linked.conflict} tab={tab} />}
      {order && kept && kept.length > 0 && (
        <KeptLines
          kept={kept}
          onAdd={() => {
            onAddLines(kept);
            tab.setKept(null);
          }}
          onDismiss={() => tab.setKept(null)}
        />
      )}

      <OpenOrdersPanel
        open={panel}
        onOpenChange={setPanel}
        linkedId={order?.id ?? null}
        onLink={tab.link}
        onCancel={(o) => setCancelling(o)}
      />
      <CreateOpenOrderDialog
        open={creating}
        onOpenChange={setCreating}
        items={itemsOf(cartLines)}
        discounts={discountsOf(cartLines, cartDiscounts)}
        onCreated={(created) => {
          setCreating(false);
          setLinked(created, linesKey(cartLines, cartDiscounts));
        }}
      />
      <EmptyTabDialog order={order} tab={tab} />
      <CancelOpenOrderDialog
        order={cancelling}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        onCancelled={(cancelled) => {
          setCancelling(null);
          if (cancelled.id === order?.id) clearLinked();
        }}
      />
    </div>
  );
}
