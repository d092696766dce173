import type { KioskDetail } from '@kiosk/contracts';
import { Badge, Button, Select, toast, useLanguage } from '@kiosk/ui';
import { Fingerprint, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { usePatchKiosk } from '../api/patch-kiosk';
import { formatDateTime } from '../utils/format';
import { FingerprintDialog } from './fingerprint-dialog';
import { DetailCard, DetailRow } from './kiosk-detail-card';
import { PublicIdDialog } from './public-id-dialog';

/** The kiosk's account facts, its payment mode and the fingerprint / public id editors. */
export function InfoCard({ kiosk }: { kiosk: KioskDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const patch = usePatchKiosk();
  const [fingerprintOpen, setFingerprintOpen] = useState(false);
  const [publicIdOpen, setPublicIdOpen] = useState(false);
  function setMode(mode: 'REST' | 'CLOUD') {
    patch.mutate(
      { id: kiosk.id, payment_mode: mode },
      {
        onSuccess: () => toast.success(t('fleet.detail.paymentModeUpdated')),
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.detail.paymentModeError'))),
      },
    );
  }
  return (
    <DetailCard
      title={t('fleet.detail.info')}
      testId="kiosk-info"
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => setFingerprintOpen(true)}>
            <Fingerprint aria-hidden="true" />
            {t('fleet.detail.updateFingerprint')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPublicIdOpen(true)}>
            <Pencil aria-hidden="true" />
            {t('fleet.detail.editPublicId')}
          </Button>
        </>
      }
    >
      <dl className="divide-y divide-line">
        <DetailRow label={t('fleet.kiosks.publicId')}>
          <span className="font-mono" data-testid="detail-public-id">
            {kiosk.public_id}
          </span>
        </DetailRow>
        <DetailRow label={t('fleet.kiosks.email')}>{kiosk.email ?? t('fleet.common.none')}</DetailRow>
        <DetailRow label={t('fleet.kiosks.business')}>
          {kiosk.business_name ?? t('fleet.common.none')}
        </DetailRow>
        <DetailRow label={t('fleet.kiosks.store')}>{kiosk.store_name ?? t('fleet.common.none')}</DetailRow>
        <DetailRow label={t('fleet.kiosks.fingerprint')}>
          <span className="font-mono" title={kiosk.device_fingerprint_hash ?? undefined}>
            {kiosk.device_fingerprint ?? t('fleet.common.none')}
          </span>
        </DetailRow>
        <DetailRow label={t('fleet.common.active')}>
          <Badge tone={kiosk.is_active ? 'success' : 'muted'} dot>
            {t(kiosk.is_active ? 'fleet.common.active' : 'fleet.common.passive')}
          </Badge>
        </DetailRow>
        <DetailRow label={t('fleet.kiosks.pinProtected')}>
          {kiosk.has_pin ? '✓' : t('fleet.common.none')}
        </DetailRow>
        <DetailRow label={t('fleet.detail.lastIp')}>
          {kiosk.last_ip_address ?? t('fleet.common.none')}
        </DetailRow>
        <DetailRow label={t('fleet.detail.createdAt')}>{formatDateTime(kiosk.created_at, locale)}</DetailRow>
        <DetailRow label={t('fleet.kiosks.paymentMode')}>
          <Select
            aria-label={t('fleet.kiosks.paymentMode')}
            className="w-36"
            value={kiosk.payment_mode}
            disabled={patch.isPending}
            onChange={(e) => setMode(e.target.value as 'REST' | 'CLOUD')}
          >
            <option value="REST">REST</option>
            <option value="CLOUD">CLOUD</option>
          </Select>
        </DetailRow>
      </dl>
      <FingerprintDialog
        kioskId={kiosk.id}
        current={kiosk.device_fingerprint}
        open={fingerprintOpen}
        onClose={() => setFingerprintOpen(false)}
      />
      <PublicIdDialog
        kioskId={kiosk.id}
        current={kiosk.public_id}
        open={publicIdOpen}
        onClose={() => setPublicIdOpen(false)}
      />
    </DetailCard>
  );
}
