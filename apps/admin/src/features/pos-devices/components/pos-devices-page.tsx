import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { PosDeviceSummary, RotatedCloudToken } from '@kiosk/contracts';
import { Button, isApiError, PageHeader, toast, useDocumentTitle } from '@kiosk/ui';
import { CreditCard, Info, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePosDevices } from '../api/get-pos-devices';
import { useRotateCloudToken } from '../api/rotate-cloud-token';
import { usePosDevicesLiveUpdates } from '../hooks/use-pos-devices-live-updates';
import { PosDeviceCard } from './pos-device-card';
import { ConfirmRotateDialog, NewTokenDialog } from './rotate-token-dialogs';

/**
 * /pos-device-management: the card terminals with their kiosk, payment mode, connection status and
 * CLOUD token state; an admin rotates a terminal's CLOUD token here (the new one is shown once).
 */
export function PosDevicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('posDevices.title'), t('common.appName.admin'));
  const devices = usePosDevices();
  usePosDevicesLiveUpdates();
  const rotation = useRotateCloudToken();
  const [confirming, setConfirming] = useState<PosDeviceSummary | null>(null);
  const [rotated, setRotated] = useState<RotatedCloudToken | null>(null);

  function rotate(device: PosDeviceSummary) {
    rotation.mutate(device.id, {
      onSuccess: (result) => {
        setConfirming(null);
        setRotated(result);
        toast.success(t('posDevices.token.rotated', { serial: result.pos_serial_number }));
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(t('posDevices.token.error'), {
          ...(isApiError(error) && error.status < 500 && error.message ? { description: error.message } : {}),
        });
      },
    });
  }

  const list = devices.data ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('posDevices.title')}
        description={t('posDevices.subtitle')}
        actions={
          <Button variant="outline" onClick={() => void devices.refetch()} loading={devices.isFetching}>
            <RotateCcw aria-hidden="true" />
            {t('posDevices.refresh')}
          </Button>
        }
      />
      {devices.isPending ? (
        <LoadingPanel />
      ) : devices.isError ? (
        <ErrorPanel
          message={t('posDevices.loadError')}
          onRetry={() => void devices.refetch()}
          retrying={devices.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyPanel
          icon={CreditCard}
          title={t('posDevices.empty.title')}
          description={t('posDevices.empty.description')}
          className="rounded-2xl border border-line bg-white"
        />
      ) : (
        <>
          <p className="mb-4 flex items-start gap-2 text-ink-muted text-sm">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium text-ink">{t('posDevices.count', { count: list.length })}</span> ·{' '}
              {t('posDevices.cloudHint')}
            </span>
          </p>
          <div className="grid gap-4 lg:grid-cols-2" data-testid="pos-device-list">
            {list.map((device) => (
              <PosDeviceCard key={device.id} device={device} onRotate={setConfirming} />
            ))}
          </div>
        </>
      )}
      <ConfirmRotateDialog
        device={confirming}
        pending={rotation.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={rotate}
      />
      <NewTokenDialog
        rotated={rotated}
        onClose={() => {
          setRotated(null);
          rotation.reset();
        }}
      />
    </div>
  );
}
