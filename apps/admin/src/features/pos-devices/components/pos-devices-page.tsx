import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { KioskUser, PosDevice } from '@kiosk/contracts';
import { Button, ConfirmDialog, isSuperAdminUser, PageHeader, useDocumentTitle, useSession } from '@kiosk/ui';
import { CreditCard, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFleetPosDevices } from '../api/get-fleet-pos-devices';
import { useKioskOptions } from '../api/get-kiosk-options';
import { usePosDevices } from '../api/get-pos-devices';
import { type PosDeviceActions, usePosDeviceActions } from '../hooks/use-pos-device-actions';
import { usePosDevicesLiveUpdates } from '../hooks/use-pos-devices-live-updates';
import { matchesSearch } from '../utils/pos-device-list';
import { DeletePosDialog } from './delete-pos-dialog';
import { KioskDetailsDialog } from './kiosk-details-dialog';
import { LinkKioskDialog } from './link-kiosk-dialog';
import { PosDeviceFormDialog } from './pos-device-form-dialog';
import { PosDeviceFilters, PosDeviceList } from './pos-device-list';
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
