import { Button, buttonClassName, PageSpinner, toast, useDocumentTitle } from '@kiosk/ui';
import { AlertTriangle, Layers, LayoutGrid, List, PackageSearch, RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteProductConfiguration } from '../api/delete-product-configuration';
import { type ConfigurableProduct, useConfigurableProducts } from '../api/get-configurable-products';
import { useConfiguratorLiveUpdates } from '../hooks/use-configurator-live-updates';
import { useViewMode, type ViewMode } from '../hooks/use-view-mode';
import { ConfigurationEditor } from './configuration-editor';
import { DeleteConfigurationDialog } from './delete-configuration-dialog';
import { ProductGrid } from './product-grid';
import { ProductTable } from './product-table';

/** /configurator (spec section 2, "Configurator"): configurable products and their customization steps. */
export function ConfiguratorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('configurator.title'), t('common.appName.admin'));
  const products = useConfigurableProducts();
  useConfiguratorLiveUpdates();
  const [viewMode, setViewMode] = useViewMode();
  const [editing, setEditing] = useState<ConfigurableProduct | null>(null);
  const [deleting, setDeleting] = useState<ConfigurableProduct | null>(null);
  const remove = useDeleteProductConfiguration();

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('configurator.toasts.deleted'));
      setDeleting(null);
    } catch {
      toast.error(t('configurator.toasts.deleteFailed'));
    }
  }

  const handlers = { onEdit: setEditing, onDelete: setDeleting };

  return (
    <div className="mx-auto w-full max-w-7xl">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">
            {t('configurator.title')}
          </h1>
          <p className="mt-1 text-ink-muted">{t('configurator.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to="/configurator/option-groups"
            className={buttonClassName({ variant: 'outline' })}
            data-testid="option-groups-link"
          >
            <Layers aria-hidden="true" />
            {t('optionGroups.link')}
          </Link>
          <ViewToggle value={viewMode} onChange={setViewMode} />
        </div>
      </header>

      {products.isPending ? (
        <PageSpinner />
      ) : products.isError ? (
        <StateCard
          icon={<AlertTriangle className="size-8" aria-hidden="true" />}
          title={t('configurator.loadError.title')}
          description={t('configurator.loadError.description')}
          tone="error"
        >
          <Button variant="outline" onClick={() => void products.refetch()} loading={products.isFetching}>
            <RotateCcw aria-hidden="true" />
            {t('configurator.loadError.retry')}
          </Button>
        </StateCard>
      ) : products.data.length === 0 ? (
        <StateCard
          icon={<PackageSearch className="size-8" aria-hidden="true" />}
          title={t('configurator.empty.title')}
          description={t('configurator.empty.description')}
        >
          <Link
            to="/products"
            className="inline-flex h-11 items-center rounded-xl bg-primary-500 px-4 font-semibold text-secondary-950 text-sm shadow-sm transition-colors hover:bg-primary-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2"
          >
            {t('configurator.empty.action')}
          </Link>
        </StateCard>
      ) : viewMode === 'grid' ? (
        <ProductGrid products={products.data} {...handlers} />
      ) : (
        <ProductTable products={products.data} {...handlers} />
      )}

      {editing && (
        <ConfigurationEditor
          key={editing.id}
          product={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast.success(t('configurator.toasts.saved'));
            setEditing(null);
          }}
        />
      )}

      <DeleteConfigurationDialog
        product={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation();
  const options = [
    { mode: 'grid' as const, icon: LayoutGrid, label: t('configurator.view.grid') },
    { mode: 'list' as const, icon: List, label: t('configurator.view.list') },
  ];
  return (
    <fieldset
      aria-label={t('configurator.view.label')}
      className="m-0 inline-flex min-w-0 gap-1 rounded-xl border-0 bg-white p-1 shadow-sm ring-1 ring-line"
    >
      {options.map(({ mode, icon: Icon, label }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
          className={
            value === mode
              ? 'inline-flex h-10 items-center gap-2 rounded-lg bg-secondary-700 px-3 font-semibold text-sm text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500'
              : 'inline-flex h-10 items-center gap-2 rounded-lg px-3 font-medium text-ink-muted text-sm hover:bg-surface-muted hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500'
          }
        >
          <Icon className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{label}</span>
          <span className="sr-only sm:hidden">{label}</span>
        </button>
      ))}
    </fieldset>
  );
}

function StateCard({
  icon,
  title,
  description,
  tone = 'neutral',
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  tone?: 'neutral' | 'error';
  children?: ReactNode;
}) {
  return (
    <section
      role={tone === 'error' ? 'alert' : undefined}
      className="flex flex-col items-center rounded-3xl border border-line border-dashed bg-white px-6 py-16 text-center shadow-card"
    >
      <div
        className={
          tone === 'error'
            ? 'mb-5 flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-600'
            : 'mb-5 flex size-16 items-center justify-center rounded-2xl bg-primary-50 text-primary-700'
        }
      >
        {icon}
      </div>
      <h2 className="font-semibold text-ink text-xl">{title}</h2>
      <p className="mt-2 max-w-md text-ink-muted">{description}</p>
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
