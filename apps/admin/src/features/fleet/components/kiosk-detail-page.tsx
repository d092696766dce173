import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { KioskDetail } from '@kiosk/contracts';
import { Button, isApiError, isSuperAdminUser, useDocumentTitle, useSession } from '@kiosk/ui';
import { ArrowLeft, MonitorX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isKioskId, useKiosk } from '../api/get-kiosk';
import { useFleetLiveUpdates } from '../hooks/use-fleet-live-updates';
import { DeleteKioskDialog } from './delete-kiosk-dialog';
import { DevicesCard } from './kiosk-devices-card';
import { HistoryCard } from './kiosk-history-card';
import { InfoCard } from './kiosk-info-card';
import { SessionCard } from './kiosk-session-card';
import { PresenceBadge } from './presence-badge';

/** /kiosk-detail/{id} and /kiosk-management/{id}: one kiosk's info, session, POS devices and history. */
export function KioskDetailPage() {
  const { t } = useTranslation();
  const { kioskId = '' } = useParams();
  const kiosk = useKiosk(kioskId);
  useFleetLiveUpdates();
  useDocumentTitle(kiosk.data?.username ?? t('fleet.kiosks.title'), t('common.appName.admin'));
  const { user } = useSession();
  const superAdmin = isSuperAdminUser(user);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<KioskDetail | null>(null);

  const back = (
    <Link
      to="/kiosk-management"
      className="mb-4 inline-flex items-center gap-1.5 text-ink-muted text-sm hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('fleet.detail.back')}
    </Link>
  );
  if (kiosk.isPending && isKioskId(kioskId)) return <LoadingPanel />;
  if (kiosk.isError || !isKioskId(kioskId)) {
    // 404, or an address that is no kiosk id at all
    const missing =
      !isKioskId(kioskId) ||
      (isApiError(kiosk.error) && (kiosk.error.status === 404 || kiosk.error.status === 400));
    return (
      <div className="mx-auto w-full max-w-6xl">
        {back}
        {missing ? (
          <div data-testid="kiosk-not-found">
            <EmptyPanel
              icon={MonitorX}
              title={t('fleet.detail.notFound')}
              className="rounded-2xl border border-line bg-white"
            />
          </div>
        ) : (
          <ErrorPanel message={t('fleet.common.loadError')} onRetry={() => void kiosk.refetch()} />
        )}
      </div>
    );
  }
  const k = kiosk.data;
  if (!k) return <LoadingPanel />;
  return (
    <div className="mx-auto w-full max-w-6xl">
      {back}
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl text-ink">{k.username}</h1>
          <p className="text-ink-muted">
            {k.device_name} · <span className="font-mono">{k.public_id}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <PresenceBadge presence={k.presence} />
          {superAdmin && (
            <Button variant="danger" onClick={() => setDeleting(k)}>
              <Trash2 aria-hidden="true" />
              {t('fleet.detail.deleteKiosk')}
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <InfoCard kiosk={k} />
        <SessionCard kiosk={k} />
        <div className="lg:col-span-2">
          <DevicesCard kiosk={k} />
        </div>
        <div className="lg:col-span-2">
          <HistoryCard kiosk={k} />
        </div>
      </div>
      <DeleteKioskDialog
        kiosk={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate('/kiosk-management')}
      />
    </div>
  );
}
