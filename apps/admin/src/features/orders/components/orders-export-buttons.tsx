import { Button, toast } from '@kiosk/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportOrders } from '../api/export-orders';

/** CSV and Excel downloads of the list with its filters (the newest 10,000 orders at most). */
export function OrdersExportButtons({ filters }: { filters: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await exportOrders(format, i18n.language.startsWith('en') ? 'en' : 'tr', filters);
    } catch {
      toast.error(t('orders.export.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2" title={t('orders.export.cap')}>
      <legend className="sr-only">{t('orders.export.label')}</legend>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          size="md"
          disabled={busy !== null}
          data-testid={`orders-export-${format}`}
          onClick={() => void download(format)}
        >
          <Download aria-hidden />
          {busy === format ? t('orders.export.busy') : t(`orders.export.${format}`)}
        </Button>
      ))}
    </fieldset>
  );
}
