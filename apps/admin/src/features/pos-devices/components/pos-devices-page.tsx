import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { KioskUser, PosDevice, PosDeviceSummary } from '@kiosk/contracts';
import {
  Button,
  ConfirmDialog,
  Input,
  isSuperAdminUser,
  PageHeader,
  SwitchRow,
  useDocumentTitle,
  useSession,
} from '@kiosk/ui';
import { CreditCard, Info, Plus, RotateCcw, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFleetPosDevices } from '../api/get-fleet-pos-devices';
import { useKioskOptions } from '../api/get-kiosk-options';
import { usePosDevices } from '../api/get-pos-devices';
import { type PosDeviceActions, usePosDeviceActions } from '../hooks/use-pos-device-actions';
import { usePosDevicesLiveUpdates } from '../hooks/use-pos-devices-live-updates';
import { matchesSearch, summaryOf } from '../utils/pos-device-list';
import { DeletePosDialog } from './delete-pos-dialog';
import { KioskDetailsDialog } from './kiosk-details-dialog';
import { LinkKioskDialog } from './link-kiosk-dialog';
import { PosDeviceCard } from './pos-device-card';
import { PosDeviceCardActions, type PosDeviceDialogOpeners, PosKioskBadge } from './pos-device-card-actions';
import { PosDeviceFormDialog } from './pos-device-form-dialog';
import { PosFingerprintDialog } from './pos-fingerprint-dialog';
import { ConfirmRotateDialog, NewTokenDialog } from './rotate-token-dialogs';

/** Spec 9: the link-to-kiosk dialog opens about 0.5 s after a device is created. */
const LINK_DIALOG_DELAY_MS = 500;

/**
 * /pos-device-management: search, cards, add / edit, link or unlink a kiosk, verify, activate or
 * deactivate, soft / hard delete (super admins), restore, and each terminal's CLOUD token.
 */
export function PosDevicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('posDevices.title'), t('common.appName.admin'));
  const { user } = useSession();
  const superAdmin = isSuperAdminUser(user);
  const [showDeleted, setShowDeleted] = useState(false);
  const [search, setSearch] = useState('');
  const summaries = usePosDevices();
  const devices = useFleetPosDevices(superAdmin && showDeleted);
  const kiosks = useKioskOptions();
  usePosDevicesLiveUpdates();
  const actions = usePosDeviceActions(kiosks.data ?? []);
  const [editing, setEditing] = useState<PosDevice | null | undefined>(undefined);
  const [linking, setLinking] = useState<PosDevice | null>(null);
  const [deleting, setDeleting] = useState<PosDevice | null>(null);
  const [kioskShown, setKioskShown] = useState<KioskUser | null>(null);
  const [fingerprinting, setFingerprinting] = useState<PosDevice | null>(null);
  const linkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(linkTimer.current), []);

  const all = devices.data ?? [];
  const list = all.filter((d) => matchesSearch(d, search));
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('posDevices.title')}
        description={t('posDevices.subtitle')}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => {
                void devices.refetch();
                void summaries.refetch();
              }}
              loading={devices.isFetching || summaries.isFetching}
            >
              <RotateCcw aria-hidden="true" />
              {t('posDevices.refresh')}
            </Button>
            <Button onClick={() => setEditing(null)}>
              <Plus aria-hidden="true" />
              {t('fleet.pos.addDevice')}
            </Button>
          </>
        }
      />
      <PosDeviceFilters
        search={search}
        onSearch={setSearch}
        showDeleted={superAdmin ? showDeleted : undefined}
        onShowDeleted={setShowDeleted}
      />
      {devices.isPending || summaries.isPending ? (
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
          title={t(all.length > 0 ? 'fleet.pos.noMatch' : 'fleet.pos.empty')}
          description={all.length > 0 ? undefined : t('posDevices.empty.description')}
          className="rounded-2xl border border-line bg-white"
        />
      ) : (
        <PosDeviceList
          devices={list}
          summaries={summaries.data ?? []}
          kiosks={kiosks.data ?? []}
          superAdmin={superAdmin}
          actions={actions}
          onShowKiosk={setKioskShown}
          open={{
            onEdit: setEditing,
            onLink: setLinking,
            onFingerprint: setFingerprinting,
            onDelete: setDeleting,
          }}
        />
      )}
      <PosDeviceFormDialog
        device={editing}
        onClose={() => setEditing(undefined)}
        onCreated={(created) => {
          clearTimeout(linkTimer.current);
          linkTimer.current = setTimeout(() => setLinking(created), LINK_DIALOG_DELAY_MS);
        }}
      />
      <LinkKioskDialog device={linking} onClose={() => setLinking(null)} />
      <DeletePosDialog device={deleting} superAdmin={superAdmin} onClose={() => setDeleting(null)} />
      <KioskDetailsDialog kiosk={kioskShown} onClose={() => setKioskShown(null)} />
      <PosFingerprintDialog device={fingerprinting} onClose={() => setFingerprinting(null)} />
      <PosDeviceActionDialogs actions={actions} />
    </div>
  );
}

/** The search box and, for super admins (`showDeleted` given), the show-deleted switch. */
function PosDeviceFilters({
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
          placeholder={t('fleet.pos.search')}
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
function PosDeviceList({
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

/** The questions and answers of the card actions: deactivate?, rotate the token?, the new token. */
function PosDeviceActionDialogs({ actions }: { actions: PosDeviceActions }) {
  const { t } = useTranslation();
  const { deactivating } = actions;
  return (
    <>
      <ConfirmDialog
        open={deactivating !== null}
        title={t('fleet.pos.deactivateTitle')}
        message={t('fleet.pos.deactivateConfirm', {
          device: deactivating?.device_name ?? deactivating?.pos_serial_number ?? '',
        })}
        confirmLabel={t('fleet.common.deactivate')}
        pending={actions.saving}
        onConfirm={() => deactivating && actions.toggleActive(deactivating)}
        onCancel={() => actions.setDeactivating(null)}
      />
      <ConfirmRotateDialog
        device={actions.confirming}
        pending={actions.rotating}
        onCancel={() => actions.setConfirming(null)}
        onConfirm={actions.rotate}
      />
      <NewTokenDialog rotated={actions.rotated} onClose={actions.closeRotated} />
    </>
  );
}
