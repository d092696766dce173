import type { OrderDetail } from '@kiosk/contracts';
import { displayStatus } from '@kiosk/domain';
import { useLanguage } from '@kiosk/ui';
import { Ban, ExternalLink, FileText, Info, StickyNote, Terminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normalizeFinancialDocuments } from '../utils/financial-documents';
import { formatOrderDate } from '../utils/order-format';
import { isCancelReason, orderSource } from '../utils/order-status';
import { DetailCard, DetailList } from './detail-card';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** 'Sipariş Bilgileri': times, device and where the order came from. */
export function OrderInfoCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const source = orderSource(order.metadata, order.order_type);
  const orderType = ['eat_in', 'takeaway'].includes(order.order_type)
    ? t(`orders.detail.info.orderTypes.${order.order_type}`)
    : order.order_type;
  return (
    <DetailCard title={t('orders.detail.info.title')} icon={Info} data-testid="order-info">
      <DetailList
        rows={[
          { label: t('orders.detail.info.createdAt'), value: formatOrderDate(order.created_at, locale) },
          { label: t('orders.detail.info.completedAt'), value: formatOrderDate(order.completed_at, locale) },
          { label: t('orders.detail.info.deviceId'), value: order.kiosk_device_id, mono: true },
          { label: t('orders.detail.info.source'), value: 'key' in source ? t(source.key) : source.raw },
          { label: t('orders.detail.info.orderType'), value: orderType },
        ]}
      />
    </DetailCard>
  );
}

/** 'İptal Detayları' of a cancelled order: who, when, why, and when and by whom it was opened. */
export function CancellationCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  if (displayStatus(order.status) !== 'cancelled') return null;
  const m = order.metadata;
  const reason = isCancelReason(m.cancel_reason)
    ? t(`orders.cancel.reasons.${m.cancel_reason}`)
    : (text(m.cancel_reason) ?? t('orders.cancel.noReason'));
  const rows = [
    { label: t('orders.detail.cancellation.cancelledBy'), value: text(m.cancelled_by) },
    {
      label: t('orders.detail.cancellation.cancelledAt'),
      value: formatOrderDate(text(m.cancelled_at), locale),
    },
    { label: t('orders.detail.cancellation.reason'), value: reason },
    { label: t('orders.detail.cancellation.description'), value: text(m.cancel_description) },
    { label: t('orders.detail.cancellation.openedAt'), value: formatOrderDate(text(m.opened_at), locale) },
    { label: t('orders.detail.cancellation.createdBy'), value: text(m.original_created_by) },
  ];
  // spec: shown for a cancelled order with metadata
  if (!m.cancelled_by && !m.cancelled_at && !m.cancel_reason) return null;
  return (
    <DetailCard
      title={t('orders.detail.cancellation.title')}
      icon={Ban}
      className="border-red-200"
      data-testid="cancellation-details"
    >
      <DetailList rows={rows} />
    </DetailCard>
  );
}

export function NotesCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!order.notes?.trim()) return null;
  return (
    <DetailCard title={t('orders.detail.notes')} icon={StickyNote} data-testid="order-notes">
      <p className="whitespace-pre-wrap text-ink text-sm">{order.notes}</p>
    </DetailCard>
  );
}

const DOCUMENT_TYPES = ['RECEIPT', 'INVOICE', 'E_ARCHIVE'];

/** 'POS Detayları' (the first POS record): sale number, terminal, invoice, fiscal documents, sale link. */
export function PosDetailsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const pos = order.pos_details[0];
  if (!pos) return null;
  const documents = normalizeFinancialDocuments(pos.financial_documents);
  const documentType = (value: string | null) =>
    value && DOCUMENT_TYPES.includes(value) ? t(`orders.detail.pos.documentTypes.${value}`) : value;
  const date = (value: string | null) => (value ? (formatOrderDate(value, locale) ?? value) : null);
  return (
    <DetailCard
      title={t('orders.detail.pos.title')}
      icon={Terminal}
      data-testid="pos-details"
      action={
        pos.sale_inquiry_link ? (
          <a
            href={pos.sale_inquiry_link}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="sale-inquiry-link"
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-semibold text-secondary-700 text-sm hover:bg-primary-50 hover:text-secondary-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            {t('orders.detail.pos.saleLink')}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('orders.detail.pos.opensInNewTab')}</span>
          </a>
        ) : undefined
      }
    >
      <DetailList
        columns={2}
        rows={[
          { label: t('orders.detail.pos.saleNumber'), value: pos.pos_sale_number, mono: true, always: true },
          { label: t('orders.detail.pos.terminalId'), value: pos.terminal_id, mono: true, always: true },
          { label: t('orders.detail.pos.invoiceNo'), value: pos.invoice_no, mono: true, always: true },
          { label: t('orders.detail.pos.documentNo'), value: pos.document_no, mono: true, always: true },
          { label: t('orders.detail.pos.documentType'), value: documentType(pos.document_type) },
          { label: t('orders.detail.pos.merchantId'), value: pos.merchant_id, mono: true },
        ]}
      />
      <h3 className="mt-5 mb-2 flex items-center gap-2 font-semibold text-ink text-sm">
        <FileText className="size-4 text-ink-muted" aria-hidden="true" />
        {t('orders.detail.pos.documents')}
      </h3>
      {documents.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('orders.detail.pos.noDocuments')}</p>
      ) : (
        <ul className="space-y-2" data-testid="financial-documents">
          {documents.map((doc, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the terminal's list has no ids
              key={index}
              className="rounded-xl border border-line bg-surface px-4 py-3"
            >
              <DetailList
                columns={2}
                rows={[
                  { label: t('orders.detail.pos.document.type'), value: documentType(doc.type) },
                  { label: t('orders.detail.pos.document.invoiceNo'), value: doc.invoiceNo, mono: true },
                  { label: t('orders.detail.pos.document.documentNo'), value: doc.documentNo, mono: true },
                  { label: t('orders.detail.pos.document.serial'), value: doc.serial, mono: true },
                  { label: t('orders.detail.pos.document.date'), value: date(doc.date) },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
