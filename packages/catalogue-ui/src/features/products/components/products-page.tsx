import { PRODUCT_PAGE_SIZES, type Product } from '@kiosk/contracts';
import {
  Button,
  DESKTOP_QUERY,
  getPageCount,
  PageHeader,
  Pagination,
  Select,
  useDocumentTitle,
  useMediaQuery,
} from '@kiosk/ui';
import { FileSpreadsheet, PackageSearch, Plus } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel, ErrorPanel, LoadingPanel } from '../../../components/state-panel';
import { useCategories } from '../../../lib/catalogue/get-categories';
import { useCatalogueLiveUpdates } from '../../../lib/catalogue/use-catalogue-live-updates';
import { useCatalogueApp } from '../../../lib/catalogue-context';
import { useProducts } from '../api/get-products';
import { useProductListState } from '../hooks/use-product-list-state';
import { hasFilters, listStateToQuery, nextSort, type ProductPageSize } from '../utils/list-params';
import { DeleteProductDialog } from './delete-product-dialog';
import { MenuFileDialog } from './menu-file-dialog';
import { ProductCardList } from './product-card-list';
import { type ProductDialogState, ProductFormDialog } from './product-form-dialog';
import { ProductTable } from './product-table';
import { ProductToolbar } from './product-toolbar';

/** /products: search, filters, sortable columns, pages of 10/25/50/100, the add/edit/delete flows and the menu file (import/export). */
export function ProductsPage() {
  const { t } = useTranslation();
  const app = useCatalogueApp();
  useDocumentTitle(t('catalogue.products.title'), t(`common.appName.${app}`));
  useCatalogueLiveUpdates();
  const wide = useMediaQuery(DESKTOP_QUERY);
  const [state, update] = useProductListState();
  const products = useProducts(listStateToQuery(state));
  const categories = useCategories();
  const [dialog, setDialog] = useState<ProductDialogState | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [menuFileOpen, setMenuFileOpen] = useState(false);
  const pageSizeId = useId();

  const data = products.data;
  const pageCount = data ? getPageCount(data.total, data.page_size) : 0;

  // a page that no longer exists (after a delete or a filter) shows the last one instead
  useEffect(() => {
    if (data && data.total > 0 && data.data.length === 0 && state.page > 1) {
      update({ page: Math.max(1, pageCount) });
    }
  }, [data, state.page, pageCount, update]);

  const onChange = useCallback((changes: Parameters<typeof update>[0]) => update(changes), [update]);

  let body: ReactNode;
  if (products.isPending) {
    body = <LoadingPanel className="rounded-2xl border border-line bg-white shadow-card" />;
  } else if (products.isError && !data) {
    body = (
      <div className="rounded-2xl border border-line bg-white shadow-card">
        <ErrorPanel
          message={t('catalogue.products.messages.loadError')}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      </div>
    );
  } else if (data && data.data.length === 0) {
    const filtered = hasFilters(state);
    body = (
      <div className="rounded-2xl border border-line bg-white shadow-card">
        <EmptyPanel
          icon={PackageSearch}
          title={filtered ? t('catalogue.products.empty.filteredTitle') : t('catalogue.products.empty.title')}
          description={
            filtered
              ? t('catalogue.products.empty.filteredDescription')
              : t('catalogue.products.empty.description')
          }
          action={
            filtered ? undefined : (
              <Button onClick={() => setDialog({ mode: 'add' })}>
                <Plus aria-hidden="true" />
                {t('catalogue.products.add')}
              </Button>
            )
          }
        />
      </div>
    );
  } else if (data) {
    const list = {
      products: data.data,
      categories: categories.data ?? [],
      onEdit: (product: Product) => setDialog({ mode: 'edit', product }),
      onDelete: setDeleting,
      stale: products.isPlaceholderData,
    };
    const from = (data.page - 1) * data.page_size + 1;
    const to = from + data.data.length - 1;
    body = (
      <>
        {wide ? (
          <ProductTable {...list} state={state} onSort={(column) => update(nextSort(state, column))} />
        ) : (
          <ProductCardList {...list} />
        )}
        <div className="mt-4 flex flex-col items-center gap-3 lg:flex-row lg:justify-between">
          <p className="text-ink-muted text-sm" aria-live="polite" data-testid="product-count">
            {t('catalogue.products.pageInfo', { from, to, total: data.total })}
          </p>
          <Pagination page={data.page} pageCount={pageCount} onPageChange={(page) => update({ page })} />
          <div className="flex items-center gap-2">
            <label htmlFor={pageSizeId} className="whitespace-nowrap text-ink-muted text-sm">
              {t('catalogue.products.pageSize')}
            </label>
            <Select
              id={pageSizeId}
              fieldSize="sm"
              className="w-24"
              value={String(state.pageSize)}
              onChange={(event) => update({ pageSize: Number(event.target.value) as ProductPageSize })}
            >
              {PRODUCT_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t('catalogue.products.title')}
        description={t('catalogue.products.description')}
        actions={
          <>
            <Button variant="outline" onClick={() => setMenuFileOpen(true)} data-testid="menu-file">
              <FileSpreadsheet aria-hidden="true" />
              {t('catalogue.menuFile.open')}
            </Button>
            <Button onClick={() => setDialog({ mode: 'add' })} data-testid="add-product">
              <Plus aria-hidden="true" />
              {t('catalogue.products.add')}
            </Button>
          </>
        }
      />
      <ProductToolbar state={state} onChange={onChange} categories={categories.data ?? []} />
      <section
        aria-label={t('catalogue.products.listLabel')}
        className="mt-4"
        aria-busy={products.isFetching}
        data-testid="product-list"
      >
        {body}
      </section>
      <ProductFormDialog state={dialog} onClose={() => setDialog(null)} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
      <MenuFileDialog open={menuFileOpen} onClose={() => setMenuFileOpen(false)} />
    </div>
  );
}
