import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { KioskUser } from '@kiosk/contracts';
import {
  Button,
  isSuperAdminUser,
  PageHeader,
  SwitchRow,
  toast,
  useDocumentTitle,
  useSession,
} from '@kiosk/ui';
import { Building2, MonitorSmartphone, Plus, Store as StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useBusinesses } from '../api/get-businesses';
import { useKiosks } from '../api/get-kiosks';
import { useStores } from '../api/get-stores';
import { useManageKioskUsers } from '../api/manage-kiosk-users';
import { useFleetLiveUpdates } from '../hooks/use-fleet-live-updates';
import { BusinessFormDialog } from './business-form-dialog';
import { DeleteKioskDialog } from './delete-kiosk-dialog';
import { HealthCheckDialog } from './health-check-dialog';
import { KioskCard, type KioskCardActions } from './kiosk-card';
import { KioskFormDialog } from './kiosk-form-dialog';
import { LinkPosDialog } from './link-pos-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { StoreFormDialog } from './store-form-dialog';

/** /kiosk-management: the kiosk grid with presence, its modals, realtime refresh and the 30 s reload. */
export function KiosksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('fleet.kiosks.title'), t('common.appName.admin'));
  const { user } = useSession();
  const superAdmin = isSuperAdminUser(user);
  const [showDeleted, setShowDeleted] = useState(false);
  const kiosks = useKiosks(superAdmin && showDeleted);
  const businesses = useBusinesses();
  const stores = useStores();
  useFleetLiveUpdates();
  const manage = useManageKioskUsers();

  const [form, setForm] = useState<{ kiosk: KioskUser | null } | null>(null);
  const [linking, setLinking] = useState<KioskUser | null>(null);
  const [resetting, setResetting] = useState<KioskUser | null>(null);
  const [deleting, setDeleting] = useState<KioskUser | null>(null);
  const [checking, setChecking] = useState<KioskUser | null>(null);
  const [newBusiness, setNewBusiness] = useState(false);
  const [newStore, setNewStore] = useState(false);

  function restore(kiosk: KioskUser) {
    manage.mutate(
      { action: 'restore', id: kiosk.id },
      {
        onSuccess: () => toast.success(t('fleet.kiosks.restored')),
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.kiosks.updateError'))),
      },
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl">
      <PageHeader
        title={t('fleet.kiosks.title')}
        description={t('fleet.kiosks.subtitle')}
        actions={
          <>
            <Button variant="outline" onClick={() => setNewBusiness(true)}>
              <Building2 aria-hidden="true" />
              {t('fleet.kiosks.addBusiness')}
            </Button>
            <Button variant="outline" onClick={() => setNewStore(true)}>
              <StoreIcon aria-hidden="true" />
              {t('fleet.kiosks.addStore')}
            </Button>
            <Button onClick={() => setForm({ kiosk: null })}>
              <Plus aria-hidden="true" />
              {t('fleet.kiosks.addKiosk')}
            </Button>
          </>
        }
      />
      {superAdmin && (
        <div className="mb-4 max-w-xs">
          <SwitchRow
            id="kiosks-show-deleted"
            density="compact"
            label={t('fleet.kiosks.showDeleted')}
            checked={showDeleted}
            onCheckedChange={setShowDeleted}
          />
        </div>
      )}
      <KioskList
        kiosks={kiosks}
        superAdmin={superAdmin}
        actions={{
          onHealthCheck: setChecking,
          onLinkPos: setLinking,
          onEdit: (k) => setForm({ kiosk: k }),
          onResetPassword: setResetting,
          onDelete: setDeleting,
          onRestore: restore,
        }}
      />
      <KioskFormDialog
        open={form !== null}
        kiosk={form?.kiosk}
        businesses={businesses.data ?? []}
        stores={stores.data ?? []}
        onClose={() => setForm(null)}
      />
      <LinkPosDialog kiosk={linking} onClose={() => setLinking(null)} />
      <ResetPasswordDialog kiosk={resetting} onClose={() => setResetting(null)} />
      <DeleteKioskDialog kiosk={deleting} onClose={() => setDeleting(null)} />
      <HealthCheckDialog kiosk={checking} onClose={() => setChecking(null)} />
      <BusinessFormDialog business={newBusiness ? null : undefined} onClose={() => setNewBusiness(false)} />
      <StoreFormDialog
        store={newStore ? null : undefined}
        businesses={businesses.data ?? []}
        onClose={() => setNewStore(false)}
      />
    </div>
  );
}

/** The kiosk grid, or its loading, error and empty states. */
function KioskList({
  kiosks,
  superAdmin,
  actions,
}: {
  kiosks: ReturnType<typeof useKiosks>;
  superAdmin: boolean;
  actions: KioskCardActions;
}) {
  const { t } = useTranslation();
  const list = kiosks.data ?? [];
  return kiosks.isPending ? (
    <LoadingPanel />
  ) : kiosks.isError ? (
    <ErrorPanel
      message={fleetErrorMessage(kiosks.error, t, t('fleet.common.loadError'))}
      onRetry={() => void kiosks.refetch()}
      retrying={kiosks.isFetching}
    />
  ) : list.length === 0 ? (
    <EmptyPanel
      icon={MonitorSmartphone}
      title={t('fleet.kiosks.empty')}
      description={t('fleet.kiosks.emptyHint')}
      className="rounded-2xl border border-line bg-white"
    />
  ) : (
    <>
      <p className="mb-3 text-ink-muted text-sm">{t('fleet.kiosks.count', { count: list.length })}</p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="kiosk-grid">
        {list.map((kiosk) => (
          <KioskCard key={kiosk.id} kiosk={kiosk} superAdmin={superAdmin} actions={actions} />
        ))}
      </div>
    </>
  );
}
