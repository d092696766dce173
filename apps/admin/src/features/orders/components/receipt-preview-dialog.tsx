import { Button, Dialog, isApiError, Spinner, toast } from '@kiosk/ui';
import { Download, ReceiptText, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/save-blob';
import { getReceiptUrl, type ReceiptType, useReceiptUrl } from '../api/get-receipt-url';
import { orderErrorText, orderErrorToast } from '../utils/order-errors';
import { receiptFileName } from '../utils/order-format';
import { receiptDownloadErrorKey } from '../utils/receipt-download';

export interface ReceiptPreviewDialogProps {
  order: { id: string; order_number: string };
  /** The receipt shown; null when closed. */
  type: ReceiptType | null;
  onClose: () => void;
}

/**
 * The receipt preview (spec section 2): Müşteri Fişi / İşyeri Fişi, the secure-link notice, the
 * image behind a 5-minute signed link, 'İndir' ({order_number}_{type}_receipt.png) and 'Kapat'.
 */
export function ReceiptPreviewDialog({ order, type, onClose }: ReceiptPreviewDialogProps) {
  const { t } = useTranslation();
  // the last type stays shown while the dialog closes
  const [shown, setShown] = useState<ReceiptType>(type ?? 'customer');
  if (type && type !== shown) setShown(type);
  const receipt = useReceiptUrl(order.id, shown, type !== null);
  const url = receipt.data?.urls.original ?? null;
  const title = t(`orders.detail.receipts.${shown}`);
  const missing = isApiError(receipt.error) && receipt.error.status === 404;
  // Spec section 8: 'Hata' toasts for a receipt that cannot be loaded (or a missing session).
  const failedAt = receipt.isError && !missing ? receipt.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0) return;
    orderErrorToast(
      t,
      orderErrorText(receipt.error, t, `orders.receipt.loadError.${shown}`),
      'receipt-error',
    );
  }, [failedAt, receipt.error, shown, t]);

  const { download, downloading } = useReceiptDownload(order, shown);

  return (
    <Dialog
      open={type !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('orders.receipt.close')}
          </Button>
          <Button
            onClick={() => void download()}
            loading={downloading}
            disabled={!url || missing}
            data-testid="download-receipt"
          >
            {!downloading && <Download aria-hidden="true" />}
            {downloading ? t('orders.receipt.downloading') : t('orders.receipt.download')}
          </Button>
        </>
      }
    >
      <p className="mb-4 flex items-start gap-2.5 rounded-xl bg-sky-50 px-3.5 py-2.5 text-sky-900 text-sm">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('orders.receipt.secureNotice')}
      </p>
      <ReceiptBody
        receipt={receipt}
        missing={missing}
        url={url}
        shown={shown}
        alt={t('orders.receipt.imageAlt', { type: title, number: order.order_number })}
      />
    </Dialog>
  );
}

/** A download of the receipt through a fresh signed link, saved as {order_number}_{type}_receipt.png. */
function useReceiptDownload(order: { id: string; order_number: string }, shown: ReceiptType) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      // a fresh link: the one on screen may be close to expiring
      const link = await getReceiptUrl(order.id, shown);
      const response = await fetch(link.urls.original);
      if (!response.ok) throw new Error(`receipt download failed: ${response.status}`);
      saveBlob(await response.blob(), receiptFileName(order.order_number, shown));
      toast.success(t('orders.receipt.downloaded'));
    } catch (error) {
      orderErrorToast(t, t(receiptDownloadErrorKey(error)));
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}

/** The dialog's body: loading, not found / failed (with retry), or the receipt image. */
function ReceiptBody({
  receipt,
  missing,
  url,
  shown,
  alt,
}: {
  receipt: ReturnType<typeof useReceiptUrl>;
  missing: boolean;
  url: string | null;
  shown: ReceiptType;
  alt: string;
}) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  let body: ReactNode;
  if (receipt.isPending) {
    body = (
      <div className="flex min-h-72 items-center justify-center">
        <Spinner size="lg" showLabel />
      </div>
    );
  } else if (missing || (receipt.isError && !url)) {
    body = (
      <div role="alert" className="flex min-h-56 flex-col items-center justify-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-surface-muted text-ink-muted">
          <ReceiptText className="size-7" aria-hidden="true" />
        </span>
        <p className="font-semibold text-ink">
          {missing ? t('orders.receipt.notFound') : t(`orders.receipt.loadError.${shown}`)}
        </p>
        {!missing && (
          <Button variant="outline" size="sm" onClick={() => void receipt.refetch()}>
            {t('orders.retry')}
          </Button>
        )}
      </div>
    );
  } else if (url) {
    body = (
      <div className="flex justify-center rounded-xl bg-surface-muted p-4">
        {imageFailed === url ? (
          <p role="alert" className="py-16 font-semibold text-ink">
            {t(`orders.receipt.loadError.${shown}`)}
          </p>
        ) : (
          <img
            src={url}
            alt={alt}
            data-testid="receipt-image"
            onError={() => {
              setImageFailed(url);
              orderErrorToast(t, t(`orders.receipt.loadError.${shown}`), 'receipt-error');
            }}
            className="max-h-[55vh] w-auto max-w-full rounded-md bg-white object-contain shadow-card"
          />
        )}
      </div>
    );
  }

  return body;
}
