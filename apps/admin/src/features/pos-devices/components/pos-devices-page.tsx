import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { KioskUser, PosDevice, PosDeviceSummary, RotatedCloudToken } from '@kiosk/contracts';
import {
  Badge,
  Button,
  ConfirmDialog,
  Input,
  isApiError,
  isSuperAdminUser,
  PageHeader,
  SwitchRow,
  toast,
  useDocumentTitle,
  useSession,
} from '@kiosk/ui';
import {
  CheckCircle2,
  CreditCard,
  Fingerprint,
  Info,
  Link2,
  Pencil,
  Plus,
  Power,
  RotateCcw,
  Search,
  Trash2,
  Unlink,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useFleetPosDevices } from '../api/get-fleet-pos-devices';
import { useKioskOptions } from '../api/get-kiosk-options';
import { usePosDevices } from '../api/get-pos-devices';
import { useRestorePosDevice } from '../api/restore-pos-device';
import { useRotateCloudToken } from '../api/rotate-cloud-token';
import { useSavePosDevice } from '../api/save-pos-device';
import { useUnlinkKiosk } from '../api/unlink-kiosk';
import { useVerifyPosDevice } from '../api/verify-pos-device';
import { usePosDevicesLiveUpdates } from '../hooks/use-pos-devices-live-updates';
import { DeletePosDialog } from './delete-pos-dialog';
import { KioskDetailsDialog } from './kiosk-details-dialog';
import { LinkKioskDialog } from './link-kiosk-dialog';
import { PosDeviceCard } from './pos-device-card';
import { PosDeviceFormDialog } from './pos-device-form-dialog';
import { PosFingerprintDialog } from './pos-fingerprint-dialog';
import { ConfirmRotateDialog, NewTokenDialog } from './rotate-token-dialogs';

/** Spec 9: the link-to-kiosk dialog opens about 0.5 s after a device is created. */
const LINK_DIALOG_DELAY_MS = 500;

/** The summary (CLOUD token state) of a device, or one made from its record when there is none. */
function summaryOf(device: PosDevice, summaries: PosDeviceSummary[]): PosDeviceSummary {
  return (
    summaries.find((s) => s.id === device.id) ?? {
      id: device.id,
      pos_serial_number: device.pos_serial_number,
      device_name: device.device_name,
      device_model: device.device_model,
      is_active: device.is_active,
      connection_status: device.connection_status,
      last_connected_at: device.last_connected_at,
      payment_mode: null,
      kiosk: null,
      cloud_token_set: false,
      cloud_token_rotated_at: null,
    }
  );
}

function matches(device: PosDevice, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('tr');
  if (!needle) return true;
  return [device.kiosk_device_id, device.pos_serial_number, device.device_name, device.device_model].some(
    (v) => v?.toLocaleLowerCase('tr').includes(needle),
  );
}

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
  const rotation = useRotateCloudToken();
  const save = useSavePosDevice();
  const verify = useVerifyPosDevice();
  const unlink = useUnlinkKiosk();
  const restore = useRestorePosDevice();
  const [confirming, setConfirming] = useState<PosDeviceSummary | null>(null);
  const [rotated, setRotated] = useState<RotatedCloudToken | null>(null);
  const [editing, setEditing] = useState<PosDevice | null | undefined>(undefined);
  const [linking, setLinking] = useState<PosDevice | null>(null);
  const [deleting, setDeleting] = useState<PosDevice | null>(null);
  const [deactivating, setDeactivating] = useState<PosDevice | null>(null);
  const [kioskShown, setKioskShown] = useState<KioskUser | null>(null);
  const [fingerprinting, setFingerprinting] = useState<PosDevice | null>(null);
  const linkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(linkTimer.current), []);

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

  function toggleActive(device: PosDevice) {
    save.mutate(
      { id: device.id, values: { p_is_active: !device.is_active } },
      {
        onSuccess: () => {
          setDeactivating(null);
          toast.success(t(device.is_active ? 'fleet.pos.deactivated' : 'fleet.pos.activated'));
        },
        onError: (e) => {
          setDeactivating(null);
          toast.error(fleetErrorMessage(e, t, t('fleet.pos.statusError')), { duration: 5000 });
        },
      },
    );
  }

  function verifyDevice(device: PosDevice) {
    // Spec 5: IP, serial, a linked kiosk that exists, a fingerprint.
    if (!device.ip_address) return toast.error(t('fleet.pos.verifyNoIp'));
    if (!device.pos_serial_number) return toast.error(t('fleet.pos.verifyNoSerial'));
    const link = device.links[0];
    if (!link && !device.kiosk_id) return toast.error(t('fleet.pos.verifyNotLinked'));
    const kioskId = link?.kiosk_user_id ?? device.kiosk_id;
    if (!kioskId || !(kiosks.data ?? []).some((k) => k.id === kioskId))
      return toast.error(t('fleet.pos.verifyNoKiosk'));
    if (!device.fingerprint) return toast.error(t('fleet.pos.verifyNoFingerprint'));
    verify.mutate(
      { kioskId, posDeviceId: device.id },
      {
        onSuccess: () => toast.success(t('fleet.pos.verified')),
        onError: (e) =>
          toast.error(t('fleet.pos.verifyFailed'), {
            ...(isApiError(e) && e.message ? { description: e.message } : {}),
          }),
      },
    );
  }

  function unlinkDevice(device: PosDevice) {
    const link = device.links[0];
    if (!link) return;
    unlink.mutate(link.link_id, {
      onSuccess: () => toast.success(t('fleet.pos.unlinked')),
      onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.detail.unlinkError'))),
    });
  }

  function kioskBadge(device: PosDevice) {
    const kioskId = device.links[0]?.kiosk_user_id ?? device.kiosk_id;
    if (!kioskId) return <span className="text-ink-muted">{t('posDevices.noKiosk')}</span>;
    const kiosk = (kiosks.data ?? []).find((k) => k.id === kioskId);
    if (!kiosk)
      return (
        <Badge tone="warning" className="max-w-full">
          {t('fleet.pos.kioskNotFound')}
        </Badge>
      );
    return (
      <button
        type="button"
        onClick={() => setKioskShown(kiosk)}
        className="max-w-full"
        data-testid="kiosk-badge"
      >
        <Badge tone="info" className="max-w-full truncate">
          {kiosk.username}
        </Badge>
      </button>
    );
  }

  const summaryList = summaries.data ?? [];
  const all = devices.data ?? [];
  const list = all.filter((d) => matches(d, search));
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
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {superAdmin && (
          <SwitchRow
            id="pos-show-deleted"
            density="compact"
            label={t('fleet.pos.showDeleted')}
            checked={showDeleted}
            onCheckedChange={setShowDeleted}
          />
        )}
      </div>
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
              <PosDeviceCard
                key={device.id}
                device={summaryOf(device, summaryList)}
                onRotate={setConfirming}
                deleted={device.is_deleted}
                kioskBadge={kioskBadge(device)}
                extra={
                  <span className="font-mono">
                    {device.kiosk_device_id} · {device.ip_address ?? '—'}:{device.port}
                  </span>
                }
                actions={
                  device.is_deleted ? (
                    superAdmin && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          restore.mutate(device.id, {
                            onSuccess: () => toast.success(t('fleet.pos.restored')),
                            onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.pos.saveError'))),
                          })
                        }
                      >
                        <RotateCcw aria-hidden="true" />
                        {t('fleet.common.restore')}
                      </Button>
                    )
                  ) : (
                    <>
                      <Button size="sm" variant="outline" onClick={() => setEditing(device)}>
                        <Pencil aria-hidden="true" />
                        {t('fleet.common.edit')}
                      </Button>
                      {device.links.length > 0 ? (
                        <Button size="sm" variant="outline" onClick={() => unlinkDevice(device)}>
                          <Unlink aria-hidden="true" />
                          {t('fleet.pos.unlinkKiosk')}
                        </Button>
                      ) : (
                        <Button size="sm" variant="outline" onClick={() => setLinking(device)}>
                          <Link2 aria-hidden="true" />
                          {t('fleet.pos.linkKiosk')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => verifyDevice(device)}
                        loading={verify.isPending && verify.variables?.posDeviceId === device.id}
                      >
                        <CheckCircle2 aria-hidden="true" />
                        {t('fleet.pos.verify')}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setFingerprinting(device)}>
                        <Fingerprint aria-hidden="true" />
                        {t('fleet.pos.updateFingerprint')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => (device.is_active ? setDeactivating(device) : toggleActive(device))}
                      >
                        <Power aria-hidden="true" />
                        {t(device.is_active ? 'fleet.common.deactivate' : 'fleet.common.activate')}
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => setDeleting(device)}>
                        <Trash2 aria-hidden="true" />
                        {t('fleet.common.delete')}
                      </Button>
                    </>
                  )
                }
              />
            ))}
          </div>
        </>
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
      <ConfirmDialog
        open={deactivating !== null}
        title={t('fleet.pos.deactivateTitle')}
        message={t('fleet.pos.deactivateConfirm', {
          device: deactivating?.device_name ?? deactivating?.pos_serial_number ?? '',
        })}
        confirmLabel={t('fleet.common.deactivate')}
        pending={save.isPending}
        onConfirm={() => deactivating && toggleActive(deactivating)}
        onCancel={() => setDeactivating(null)}
      />
      <KioskDetailsDialog kiosk={kioskShown} onClose={() => setKioskShown(null)} />
      <PosFingerprintDialog device={fingerprinting} onClose={() => setFingerprinting(null)} />
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
