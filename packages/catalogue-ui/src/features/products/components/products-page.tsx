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
    body = <NoProducts filtered={hasFilters(state)} onAdd={() => setDialog({ mode: 'add' })} />;
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
        <ListFooter
          from={from}
          to={to}
          total={data.total}
          page={data.page}
          pageCount={pageCount}
          pageSize={state.pageSize}
          update={update}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t('catalogue.products.title')}
        description={t('catalogue.products.description')}
        actions={
          <HeaderActions onMenuFile={() => setMenuFileOpen(true)} onAdd={() => setDialog({ mode: 'add' })} />
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

/** No product at all (with the add button), or none that the filters let through. */
function NoProducts({ filtered, onAdd }: { filtered: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
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
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              {t('catalogue.products.add')}
            </Button>
          )
        }
      />
    </div>
  );
}

/** "1-10 of 42", the pages and the page size. */
function ListFooter({
  from,
  to,
  total,
  page,
  pageCount,
  pageSize,
  update,
}: {
  from: number;
  to: number;
  total: number;
  page: number;
  pageCount: number;
  pageSize: ProductPageSize;
  update: (changes: { page?: number; pageSize?: ProductPageSize }) => void;
}) {
  const { t } = useTranslation();
  const pageSizeId = useId();
  return (
    <div className="mt-4 flex flex-col items-center gap-3 lg:flex-row lg:justify-between">
      <p className="text-ink-muted text-sm" aria-live="polite" data-testid="product-count">
        {t('catalogue.products.pageInfo', { from, to, total })}
      </p>
      <Pagination page={page} pageCount={pageCount} onPageChange={(page) => update({ page })} />
      <div className="flex items-center gap-2">
        <label htmlFor={pageSizeId} className="whitespace-nowrap text-ink-muted text-sm">
          {t('catalogue.products.pageSize')}
        </label>
        <Select
          id={pageSizeId}
          fieldSize="sm"
          className="w-24"
          value={String(pageSize)}
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
  );
}

/** The menu file (import/export) and "add product". */
function HeaderActions({ onMenuFile, onAdd }: { onMenuFile: () => void; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" onClick={onMenuFile} data-testid="menu-file">
        <FileSpreadsheet aria-hidden="true" />
        {t('catalogue.menuFile.open')}
      </Button>
      <Button onClick={onAdd} data-testid="add-product">
        <Plus aria-hidden="true" />
        {t('catalogue.products.add')}
      </Button>
    </>
  );
}
