import type { KioskUser, PosDevice, PosDeviceSummary } from '@kiosk/contracts';
import { Input, SwitchRow } from '@kiosk/ui';
import { Info, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../api/get-store-options';
import type { PosDeviceActions } from '../hooks/use-pos-device-actions';
import { summaryOf } from '../utils/pos-device-list';
import { PosDeviceCard } from './pos-device-card';
import { PosDeviceCardActions, type PosDeviceDialogOpeners, PosKioskBadge } from './pos-device-card-actions';

/** The search box and, for super admins (`showDeleted` given), the show-deleted switch. */
export function PosDeviceFilters({
  search,
  onSearch,
  showDeleted,
  onShowDeleted,
}: {
  search: string;
  onSearch: (search: string) => void;
  showDeleted: boolean | undefined;
  onShowDeleted: (show: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="relative min-w-64 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <Input
          type="search"
          className="pl-10"
          aria-label={t('fleet.pos.search')}
          placeholder={t('fleet.pos.searchPlaceholder')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      {showDeleted !== undefined && (
        <SwitchRow
          id="pos-show-deleted"
          density="compact"
          label={t('fleet.pos.showDeleted')}
          checked={showDeleted}
          onCheckedChange={onShowDeleted}
        />
      )}
    </div>
  );
}

/** The count line and a card per device, with its kiosk badge and buttons. */
export function PosDeviceList({
  devices,
  summaries,
  kiosks,
  superAdmin,
  actions,
  onShowKiosk,
  open,
}: {
  devices: PosDevice[];
  summaries: PosDeviceSummary[];
  kiosks: KioskUser[];
  superAdmin: boolean;
  actions: PosDeviceActions;
  onShowKiosk: (kiosk: KioskUser) => void;
  open: PosDeviceDialogOpeners;
}) {
  const { t } = useTranslation();
  const stores = useStoreOptions();
  const storeName = (id: string | null) =>
    id === null ? (
      <span className="text-ink-muted">{t('fleet.pos.storeNone')}</span>
    ) : (
      (stores.data?.find((store) => store.id === id)?.name ?? '…')
    );
  return (
    <>
      <p className="mb-4 flex items-start gap-2 text-ink-muted text-sm">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-medium text-ink">{t('posDevices.count', { count: devices.length })}</span> ·{' '}
          {t('posDevices.cloudHint')}
        </span>
      </p>
      <div className="grid gap-4 lg:grid-cols-2" data-testid="pos-device-list">
        {devices.map((device) => (
          <PosDeviceCard
            key={device.id}
            device={summaryOf(device, summaries)}
            onRotate={actions.setConfirming}
            deleted={device.is_deleted}
            kioskBadge={<PosKioskBadge device={device} kiosks={kiosks} onShow={onShowKiosk} />}
            store={storeName(device.store_id)}
            extra={
              <span className="font-mono">
                {device.kiosk_device_id} · {device.ip_address ?? '—'}:{device.port}
              </span>
            }
            actions={
              (!device.is_deleted || superAdmin) && (
                <PosDeviceCardActions device={device} actions={actions} open={open} />
              )
            }
          />
        ))}
      </div>
    </>
  );
}
