import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { OrderDetail } from '@kiosk/contracts';
import type { DisplayStatus } from '@kiosk/domain';
import { Button, isApiError, useDocumentTitle, useLanguage } from '@kiosk/ui';
import { ArrowLeft, CheckCircle2, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isOrderId, useOrderDetail } from '../api/get-order-detail';
import type { ReceiptType } from '../api/get-receipt-url';
import { useOrdersLiveUpdates } from '../hooks/use-orders-live-updates';
import { orderErrorText, orderErrorToast } from '../utils/order-errors';
import { formatOrderDate, formatOrderMoney } from '../utils/order-format';
import { OrderEditDialog } from './order-edit-dialog';
import { CancellationCard, NotesCard, OrderInfoCard, PosDetailsCard } from './order-info-cards';
import { OrderItemsCard } from './order-items-card';
import { OrderPaymentsCard } from './order-payments-card';
import { CustomerCard, PaymentCard, ReceiptsCard } from './order-side-cards';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusChanger } from './order-status-changer';
import { OrderStatusHistoryCard } from './order-status-history';
import { ReceiptPreviewDialog } from './receipt-preview-dialog';
import { StoreNodeOrderNote } from './store-node-order-note';

const panel = 'rounded-2xl border border-line bg-white shadow-card';
const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t('orders.detail.back')}
      onClick={() => navigate('/orders')}
      data-testid="back-to-orders"
    >
      <ArrowLeft aria-hidden="true" />
    </Button>
  );
}

/** /orders/:id: the order's lines, information, POS, customer, payment and receipts, with its status changer. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  useOrdersLiveUpdates();
  const detail = useOrderDetail(id);
  const [editing, setEditing] = useState(false);
  const [receipt, setReceipt] = useState<ReceiptType | null>(null);
  const order = detail.data;
  // Spec section 8: a failed load (also a background refresh of an order on screen) toasts 'Hata'.
  const loadFailedAt = detail.isError && !isNotFound(detail.error) ? detail.errorUpdatedAt : 0;
  useEffect(() => {
    if (loadFailedAt === 0) return;
    orderErrorToast(t, orderErrorText(detail.error, t, 'orders.detail.loadError'), 'order-detail-error');
  }, [loadFailedAt, detail.error, t]);
  useDocumentTitle(
    order ? t('orders.orderNumber', { number: order.order_number }) : t('orders.title'),
    t('common.appName.admin'),
  );

  if (!isOrderId(id) || isNotFound(detail.error)) return <OrderNotFound />;
  if (!order) {
    return (
      <div className="mx-auto max-w-7xl">
        <div className="mb-6">
          <BackButton />
        </div>
        {detail.isError ? (
          <div className={panel}>
            <ErrorPanel
              message={t('orders.detail.loadError')}
              onRetry={() => void detail.refetch()}
              retrying={detail.isFetching}
            />
          </div>
        ) : (
          <LoadingPanel className={panel} />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl" data-testid="order-detail" data-order-status={order.status}>
      <OrderDetailHeader order={order} />
      <StoreNodeOrderNote order={order} />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OrderItemsCard order={order} onEdit={() => setEditing(true)} />
          <OrderInfoCard order={order} />
          <CancellationCard order={order} />
          <NotesCard order={order} />
          <OrderPaymentsCard order={order} />
          <PosDetailsCard order={order} />
        </div>
        <div className="space-y-6">
          <CustomerCard order={order} />
          <PaymentCard order={order} />
          <ReceiptsCard order={order} onOpen={setReceipt} />
          <OrderStatusHistoryCard order={order} />
        </div>
      </div>

      <OrderEditDialog
        order={order}
        open={editing}
        onOpenChange={setEditing}
        onReload={async () => (await detail.refetch()).data}
      />
      <ReceiptPreviewDialog order={order} type={receipt} onClose={() => setReceipt(null)} />
    </div>
  );
}

/** No such order (or an address that is no order id): a note and the way back to the list. */
function OrderNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl">
      <div className={panel} data-testid="order-not-found">
        <EmptyPanel
          icon={SearchX}
          title={t('orders.detail.notFound')}
          description={t('orders.detail.notFoundDescription')}
          action={
            <Button onClick={() => navigate('/orders')}>
              <ArrowLeft aria-hidden="true" />
              {t('orders.detail.back')}
            </Button>
          }
        />
      </div>
    </div>
  );
}

/** Number, queue number, outlet time, the paid badge, the status and the status changer. */
function OrderDetailHeader({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  // 'ÖDENDİ' only while the money is kept: a refunded order is not shown paid
  const paid = order.payment_state === 'paid';
  return (
    <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 items-start gap-4">
        <BackButton />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">
              {t('orders.orderNumber', { number: order.order_number })}
            </h1>
            <span
              className="rounded-lg bg-secondary-700 px-2.5 py-1 font-bold text-sm text-white tabular-nums"
              data-testid="order-queue"
            >
              {t('orders.queue', { number: order.reference_number })}
            </span>
          </div>
          <p className="mt-1 text-ink-muted">
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at, locale)}</time>{' '}
            <span className="text-sm" data-testid="outlet-time-label">
              ({t('orders.outletTime')})
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 lg:justify-end">
        {paid && (
          <span
            className="inline-flex items-center gap-2 rounded-xl bg-emerald-700 px-4 py-2 font-extrabold text-lg text-white tracking-wider shadow-sm"
            data-testid="paid-badge"
          >
            <CheckCircle2 className="size-5" aria-hidden="true" />
            {t('orders.detail.paid')}
          </span>
        )}
        <OrderStatusBadge
          status={order.status}
          paymentState={order.payment_state}
          variant="detail"
          size="md"
        />
        <OrderStatusChanger
          order={order}
          next={order.allowed_next_statuses as DisplayStatus[]}
          refundAmount={
            order.paid_minor > 0 ? formatOrderMoney(order.paid_minor, order.currency_code, locale) : undefined
          }
          size="md"
        />
      </div>
    </header>
  );
}
