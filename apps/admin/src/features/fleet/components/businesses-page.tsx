import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { Business, Store } from '@kiosk/contracts';
import { Badge, Button, cn, PageHeader, toast, useDocumentTitle } from '@kiosk/ui';
import { Building2, Pencil, Plus, Power, Store as StoreIcon, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useDeleteBusiness } from '../api/delete-business';
import { useDeleteStore } from '../api/delete-store';
import { useBusinesses } from '../api/get-businesses';
import { useStores } from '../api/get-stores';
import { useSaveBusiness } from '../api/save-business';
import { useSaveStore } from '../api/save-store';
import { useFleetLiveUpdates } from '../hooks/use-fleet-live-updates';
import { BusinessFormDialog } from './business-form-dialog';
import { StoreFormDialog } from './store-form-dialog';

/**
 * /business-store-management: business cards (a click toggles the store grid's filter) and store
 * cards, each with activate/deactivate, edit and delete.
 */
export function BusinessesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('fleet.business.title'), t('common.appName.admin'));
  const businesses = useBusinesses();
  const stores = useStores();
  useFleetLiveUpdates();
  const saveBusiness = useSaveBusiness();
  const saveStore = useSaveStore();
  const removeBusiness = useDeleteBusiness();
  const removeStore = useDeleteStore();
  const [filter, setFilter] = useState<string | null>(null);
  const [editingBusiness, setEditingBusiness] = useState<Business | null | undefined>(undefined);
  const [editingStore, setEditingStore] = useState<Store | null | undefined>(undefined);
  const [deletingBusiness, setDeletingBusiness] = useState<Business | null>(null);
  const [deletingStore, setDeletingStore] = useState<Store | null>(null);

  const businessList = businesses.data ?? [];
  const allStores = stores.data ?? [];
  const filtered = filter ? allStores.filter((s) => s.business_id === filter) : allStores;
  const filterName = businessList.find((b) => b.id === filter)?.name;

  function toggleBusiness(b: Business) {
    saveBusiness.mutate(
      { id: b.id, values: { is_active: !b.is_active } },
      {
        onSuccess: () =>
          toast.success(t(b.is_active ? 'fleet.business.deactivated' : 'fleet.business.activated')),
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.business.businessUpdateError'))),
      },
    );
  }
  function toggleStore(s: Store) {
    saveStore.mutate(
      { id: s.id, values: { is_active: !s.is_active } },
      {
        onSuccess: () =>
          toast.success(t(s.is_active ? 'fleet.business.deactivated' : 'fleet.business.activated')),
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.business.storeUpdateError'))),
      },
    );
  }

  const loading = businesses.isPending || stores.isPending;
  const failed = businesses.isError || stores.isError;
  return (
    <div className="mx-auto w-full max-w-7xl">
      <PageHeader
        title={t('fleet.business.title')}
        description={t('fleet.business.subtitle')}
        actions={
          <>
            <Button variant="outline" onClick={() => setEditingStore(null)}>
              <StoreIcon aria-hidden="true" />
              {t('fleet.business.addStore')}
            </Button>
            <Button onClick={() => setEditingBusiness(null)}>
              <Plus aria-hidden="true" />
              {t('fleet.business.addBusiness')}
            </Button>
          </>
        }
      />
      {loading ? (
        <LoadingPanel />
      ) : failed ? (
        <ErrorPanel
          message={t('fleet.common.loadError')}
          onRetry={() => {
            void businesses.refetch();
            void stores.refetch();
          }}
        />
      ) : (
        <>
          <section aria-labelledby="businesses-heading">
            <h2 id="businesses-heading" className="mb-3 font-semibold text-ink text-lg">
              {t('fleet.business.businesses')}
            </h2>
            {businessList.length === 0 ? (
              <EmptyPanel
                icon={Building2}
                title={t('fleet.business.emptyBusinesses')}
                className="rounded-2xl border border-line bg-white"
              />
            ) : (
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="business-grid">
                {businessList.map((b) => (
                  <article
                    key={b.id}
                    data-testid="business-card"
                    data-name={b.name}
                    className={cn(
                      'min-w-0 rounded-2xl border bg-white p-5 shadow-sm transition-colors',
                      filter === b.id ? 'border-primary-500 ring-2 ring-primary-100' : 'border-line',
                    )}
                  >
                    <button
                      type="button"
                      className="w-full text-left"
                      aria-pressed={filter === b.id}
                      onClick={() => setFilter(filter === b.id ? null : b.id)}
                    >
                      <div className="flex items-start justify-between gap-2">
                        <h3 className="min-w-0 truncate font-semibold text-ink" title={b.name}>
                          {b.name}
                        </h3>
                        <Badge tone={b.is_active ? 'success' : 'muted'} dot>
                          {t(b.is_active ? 'fleet.common.active' : 'fleet.common.passive')}
                        </Badge>
                      </div>
                      <p className="mt-1 break-words text-ink-muted text-sm">
                        {t('fleet.business.storeCount', { count: b.store_count })}
                        {b.tax_number ? ` · ${b.tax_number}` : ''}
                      </p>
                      {(b.phone || b.email) && (
                        <p className="mt-1 truncate text-ink-muted text-sm">
                          {[b.phone, b.email].filter(Boolean).join(' · ')}
                        </p>
                      )}
                      {b.address && <p className="mt-1 truncate text-ink-muted text-sm">{b.address}</p>}
                    </button>
                    <CardActions
                      active={b.is_active}
                      onToggle={() => toggleBusiness(b)}
                      onEdit={() => setEditingBusiness(b)}
                      onDelete={() => setDeletingBusiness(b)}
                    />
                  </article>
                ))}
              </div>
            )}
          </section>
          <section aria-labelledby="stores-heading" className="mt-8">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 id="stores-heading" className="font-semibold text-ink text-lg">
                {t('fleet.business.stores')}
              </h2>
              {filterName && (
                <span className="flex items-center gap-2 text-ink-muted text-sm">
                  {t('fleet.business.filteredBy', { name: filterName })}
                  <Button size="sm" variant="ghost" onClick={() => setFilter(null)}>
                    <X aria-hidden="true" />
                    {t('fleet.business.clearFilter')}
                  </Button>
                </span>
              )}
            </div>
            {filtered.length === 0 ? (
              <EmptyPanel
                icon={StoreIcon}
                title={t(filter ? 'fleet.business.emptyFiltered' : 'fleet.business.emptyStores')}
                className="rounded-2xl border border-line bg-white"
              />
            ) : (
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="store-grid">
                {filtered.map((s) => (
                  <article
                    key={s.id}
                    data-testid="store-card"
                    data-name={s.name}
                    className="min-w-0 rounded-2xl border border-line bg-white p-5 shadow-sm"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="min-w-0 truncate font-semibold text-ink" title={s.name}>
                        {s.name}
                      </h3>
                      <Badge tone={s.is_active ? 'success' : 'muted'} dot>
                        {t(s.is_active ? 'fleet.common.active' : 'fleet.common.passive')}
                      </Badge>
                    </div>
                    <p className="mt-1 break-words text-ink-muted text-sm">
                      {s.business_name} · {t('fleet.business.kioskCount', { count: s.kiosk_count })}
                    </p>
                    {(s.phone || s.address) && (
                      <p className="mt-1 truncate text-ink-muted text-sm">
                        {[s.phone, s.address].filter(Boolean).join(' · ')}
                      </p>
                    )}
                    <CardActions
                      active={s.is_active}
                      onToggle={() => toggleStore(s)}
                      onEdit={() => setEditingStore(s)}
                      onDelete={() => setDeletingStore(s)}
                    />
                  </article>
                ))}
              </div>
            )}
          </section>
        </>
      )}
      <BusinessFormDialog business={editingBusiness} onClose={() => setEditingBusiness(undefined)} />
      <StoreFormDialog
        store={editingStore}
        businesses={businessList}
        defaultBusinessId={filter}
        onClose={() => setEditingStore(undefined)}
      />
      <ConfirmDialog
        open={deletingBusiness !== null}
        title={t('fleet.common.delete')}
        message={t('fleet.business.deleteBusinessConfirm', { name: deletingBusiness?.name ?? '' })}
        confirmLabel={t('fleet.common.delete')}
        pending={removeBusiness.isPending}
        onCancel={() => setDeletingBusiness(null)}
        onConfirm={() =>
          deletingBusiness &&
          removeBusiness.mutate(deletingBusiness.id, {
            onSuccess: () => {
              toast.success(t('fleet.business.businessDeleted'));
              if (filter === deletingBusiness.id) setFilter(null);
              setDeletingBusiness(null);
            },
            onError: (e) => {
              toast.error(fleetErrorMessage(e, t, t('fleet.business.businessDeleteError')));
              setDeletingBusiness(null);
            },
          })
        }
      />
      <ConfirmDialog
        open={deletingStore !== null}
        title={t('fleet.common.delete')}
        message={t('fleet.business.deleteStoreConfirm', { name: deletingStore?.name ?? '' })}
        confirmLabel={t('fleet.common.delete')}
        pending={removeStore.isPending}
        onCancel={() => setDeletingStore(null)}
        onConfirm={() =>
          deletingStore &&
          removeStore.mutate(deletingStore.id, {
            onSuccess: () => {
              toast.success(t('fleet.business.storeDeleted'));
              setDeletingStore(null);
            },
            onError: (e) => {
              toast.error(fleetErrorMessage(e, t, t('fleet.business.storeDeleteError')));
              setDeletingStore(null);
            },
          })
        }
      />
    </div>
  );
}

/** A business's or a store's card actions: (de)activate, edit, delete. */
function CardActions({
  active,
  onToggle,
  onEdit,
  onDelete,
}: {
  active: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-line border-t pt-3">
      <Button size="sm" variant="outline" onClick={onToggle}>
        <Power aria-hidden="true" />
        {t(active ? 'fleet.common.deactivate' : 'fleet.common.activate')}
      </Button>
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        {t('fleet.common.edit')}
      </Button>
      <Button size="sm" variant="danger" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        {t('fleet.common.delete')}
      </Button>
    </div>
  );
}
