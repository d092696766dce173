import type { KioskUser } from '@kiosk/contracts';
import { Badge, Dialog } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The kiosk a POS device serves, at a glance, with a link to its detail page. */
export function KioskDetailsDialog({ kiosk, onClose }: { kiosk: KioskUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const row = (label: string, value: ReactNode) => (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right text-ink">{value || t('fleet.common.none')}</dd>
    </div>
  );
  return (
    <Dialog
      open={kiosk !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('fleet.pos.kioskDetails')}
      size="sm"
    >
      {kiosk && (
        <>
          <dl className="divide-y divide-line">
            {row(t('fleet.kiosks.username'), kiosk.username)}
            {row(t('fleet.kiosks.deviceName'), kiosk.device_name)}
            {row(t('fleet.kiosks.publicId'), <span className="font-mono">{kiosk.public_id}</span>)}
            {row(t('fleet.kiosks.business'), kiosk.business_name)}
            {row(t('fleet.kiosks.store'), kiosk.store_name)}
            {row(t('fleet.kiosks.paymentMode'), <Badge tone="gold">{kiosk.payment_mode}</Badge>)}
            {row(t('fleet.presence.online'), t(`fleet.presence.${kiosk.presence.status}`))}
          </dl>
          <Link
            to={`/kiosk-detail/${kiosk.id}`}
            className="mt-4 inline-block font-medium text-primary-700 text-sm underline"
          >
            {t('fleet.kiosks.detail')}
          </Link>
        </>
      )}
    </Dialog>
  );
}
