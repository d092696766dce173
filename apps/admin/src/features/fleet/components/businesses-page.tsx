import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { Business, Store } from '@kiosk/contracts';
import { Button, ConfirmDialog, PageHeader, useDocumentTitle } from '@kiosk/ui';
import { Building2, Plus, Store as StoreIcon, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinesses } from '../api/get-businesses';
import { useNodeLink } from '../api/get-node-link';
import { useStores } from '../api/get-stores';
import { useFleetLiveUpdates } from '../hooks/use-fleet-live-updates';
import { useOutletActions } from '../hooks/use-outlet-actions';
import { filterName, storesOf, toggledFilter } from '../utils/store-filter';
import { BusinessFormDialog } from './business-form-dialog';
import { BusinessCard, StoreCard } from './outlet-cards';
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
  const actions = useOutletActions();
  const [filter, setFilter] = useState<string | null>(null);
  const [editingBusiness, setEditingBusiness] = useState<Business | null | undefined>(undefined);
  const [editingStore, setEditingStore] = useState<Store | null | undefined>(undefined);
  const [deletingBusiness, setDeletingBusiness] = useState<Business | null>(null);
  const [deletingStore, setDeletingStore] = useState<Store | null>(null);
  const businessList = businesses.data ?? [];

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
          <BusinessSection
            businesses={businessList}
            filter={filter}
            onFilter={setFilter}
            onToggle={actions.toggleBusiness}
            onEdit={setEditingBusiness}
            onDelete={setDeletingBusiness}
          />
          <StoreSection
            stores={storesOf(stores.data ?? [], filter)}
            filter={filter}
            filterName={filterName(businessList, filter)}
            onClearFilter={() => setFilter(null)}
            onToggle={actions.toggleStore}
            onEdit={setEditingStore}
            onDelete={setDeletingStore}
          />
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
        pending={actions.deletingBusinessPending}
        onCancel={() => setDeletingBusiness(null)}
        onConfirm={() =>
          deletingBusiness &&
          actions.deleteBusiness(deletingBusiness, (deleted) => {
            if (deleted && filter === deletingBusiness.id) setFilter(null);
            setDeletingBusiness(null);
          })
        }
      />
      <ConfirmDialog
        open={deletingStore !== null}
        title={t('fleet.common.delete')}
        message={t('fleet.business.deleteStoreConfirm', { name: deletingStore?.name ?? '' })}
        confirmLabel={t('fleet.common.delete')}
        pending={actions.deletingStorePending}
        onCancel={() => setDeletingStore(null)}
        onConfirm={() => deletingStore && actions.deleteStore(deletingStore, () => setDeletingStore(null))}
      />
    </div>
  );
}

function BusinessSection({
  businesses,
  filter,
  onFilter,
  onToggle,
  onEdit,
  onDelete,
}: {
  businesses: Business[];
  filter: string | null;
  onFilter: (businessId: string | null) => void;
  onToggle: (b: Business) => void;
  onEdit: (b: Business) => void;
  onDelete: (b: Business) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="businesses-heading">
      <h2 id="businesses-heading" className="mb-3 font-semibold text-ink text-lg">
        {t('fleet.business.businesses')}
      </h2>
      {businesses.length === 0 ? (
        <EmptyPanel
          icon={Building2}
          title={t('fleet.business.emptyBusinesses')}
          className="rounded-2xl border border-line bg-white"
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="business-grid">
          {businesses.map((b) => (
            <BusinessCard
              key={b.id}
              business={b}
              selected={filter === b.id}
              onSelect={() => onFilter(toggledFilter(filter, b.id))}
              onToggle={() => onToggle(b)}
              onEdit={() => onEdit(b)}
              onDelete={() => onDelete(b)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function StoreSection({
  stores,
  filter,
  filterName,
  onClearFilter,
  onToggle,
  onEdit,
  onDelete,
}: {
  stores: readonly Store[];
  filter: string | null;
  filterName: string | undefined;
  onClearFilter: () => void;
  onToggle: (s: Store) => void;
  onEdit: (s: Store) => void;
  onDelete: (s: Store) => void;
}) {
  const { t } = useTranslation();
  // each store's link to central (issue 36): none at the one box
  const link = useNodeLink().data;
  return (
    <section aria-labelledby="stores-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="stores-heading" className="font-semibold text-ink text-lg">
          {t('fleet.business.stores')}
        </h2>
        {filterName && (
          <span className="flex items-center gap-2 text-ink-muted text-sm">
            {t('fleet.business.filteredBy', { name: filterName })}
            <Button size="sm" variant="ghost" onClick={onClearFilter}>
              <X aria-hidden="true" />
              {t('fleet.business.clearFilter')}
            </Button>
          </span>
        )}
      </div>
      {stores.length === 0 ? (
        <EmptyPanel
          icon={StoreIcon}
          title={t(filter ? 'fleet.business.emptyFiltered' : 'fleet.business.emptyStores')}
          className="rounded-2xl border border-line bg-white"
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="store-grid">
          {stores.map((s) => (
            <StoreCard
              key={s.id}
              store={s}
              link={link}
              onToggle={() => onToggle(s)}
              onEdit={() => onEdit(s)}
              onDelete={() => onDelete(s)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
