import type { Category } from '@kiosk/contracts';
import {
  Button,
  ConfirmDialog,
  cn,
  getPageCount,
  PageHeader,
  Pagination,
  useDocumentTitle,
  useLanguage,
} from '@kiosk/ui';
import { ChevronsDownUp, ChevronsUpDown, FolderTree, LayoutGrid, List, Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel, ErrorPanel, LoadingPanel } from '../../../components/state-panel';
import { buildCategoryTree } from '../../../lib/catalogue/category-tree';
import { useCategories } from '../../../lib/catalogue/get-categories';
import { localizedName } from '../../../lib/catalogue/localized';
import { useCatalogueLiveUpdates } from '../../../lib/catalogue/use-catalogue-live-updates';
import { useCatalogueApp } from '../../../lib/catalogue-context';
import { type CategoryView, useCategoryView } from '../hooks/use-category-view';
import { useDeleteCategoryFlow } from '../hooks/use-delete-category-flow';
import { type CategoryDialogState, CategoryFormDialog } from './category-form-dialog';
import { CategoryGridView } from './category-grid-view';
import { CategoryListView } from './category-list-view';
import type { CategoryActionHandlers } from './category-parts';
import { ReassignProductsDialog } from './reassign-products-dialog';
import { ReassignSubcategoriesDialog } from './reassign-subcategories-dialog';

/** Spec section 9: 10 main categories per page. */
export const CATEGORIES_PER_PAGE = 10;

/** /categories: main categories with their subcategories as a list or a grid, add/edit and the delete flows. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const app = useCatalogueApp();
  useDocumentTitle(t('catalogue.categories.title'), t(`common.appName.${app}`));
  useCatalogueLiveUpdates();
  const categories = useCategories();
  const [view, setView] = useCategoryView();
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [dialog, setDialog] = useState<CategoryDialogState | null>(null);
  const all = categories.data ?? [];
  const flow = useDeleteCategoryFlow(all);

  const tree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  const pageCount = getPageCount(tree.length, CATEGORIES_PER_PAGE);
  const currentPage = Math.min(page, Math.max(1, pageCount));
  const nodes = tree.slice((currentPage - 1) * CATEGORIES_PER_PAGE, currentPage * CATEGORIES_PER_PAGE);
  const expandable = nodes.filter((node) => node.subcategories.length > 0).map((node) => node.category.id);
  const allExpanded = expandable.length > 0 && expandable.every((id) => expanded.has(id));

  const handlers: CategoryActionHandlers = {
    onEdit: (category: Category) => setDialog({ mode: 'edit', category }),
    onDelete: flow.start,
    onAddSubcategory: (parent: Category) => setDialog({ mode: 'add', parentId: parent.id }),
  };

  let body: ReactNode;
  if (categories.isPending) {
    body = <LoadingPanel className="rounded-2xl border border-line bg-white shadow-card" />;
  } else if (categories.isError) {
    body = (
      <div className="rounded-2xl border border-line bg-white shadow-card">
        <ErrorPanel
          message={t('catalogue.categories.messages.loadError')}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      </div>
    );
  } else if (tree.length === 0) {
    body = (
      <div className="rounded-2xl border border-line bg-white shadow-card">
        <EmptyPanel
          icon={FolderTree}
          title={t('catalogue.categories.empty.title')}
          description={t('catalogue.categories.empty.description')}
          action={
            <Button onClick={() => setDialog({ mode: 'add' })}>
              <Plus aria-hidden="true" />
              {t('catalogue.categories.add')}
            </Button>
          }
        />
      </div>
    );
  } else {
    body = (
      <>
        {view === 'list' ? (
          <CategoryListView
            nodes={nodes}
            expanded={expanded}
            handlers={handlers}
            onToggle={(id) =>
              setExpanded((current) => {
                const next = new Set(current);
                if (next.has(id)) next.delete(id);
                else next.add(id);
                return next;
              })
            }
          />
        ) : (
          <CategoryGridView nodes={nodes} handlers={handlers} />
        )}
        <Pagination className="mt-6" page={currentPage} pageCount={pageCount} onPageChange={setPage} />
      </>
    );
  }

  const state = flow.state;
  const deletingName = 'category' in state ? localizedName(state.category, language) : '';

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t('catalogue.categories.title')}
        description={t('catalogue.categories.description')}
        actions={
          <>
            <ViewSwitch view={view} onChange={setView} />
            <Button onClick={() => setDialog({ mode: 'add' })} data-testid="add-category">
              <Plus aria-hidden="true" />
              {t('catalogue.categories.add')}
            </Button>
          </>
        }
      />

      {tree.length > 0 && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink-muted text-sm" data-testid="category-summary">
            {t('catalogue.categories.summary', {
              count: tree.length,
              subcategories: all.filter((c) => c.parent_id !== null).length,
            })}
          </p>
          {view === 'list' && expandable.length > 0 && (
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={allExpanded}
                onClick={() => setExpanded(new Set(tree.map((node) => node.category.id)))}
              >
                <ChevronsUpDown aria-hidden="true" />
                {t('catalogue.categories.expandAll')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={expandable.every((id) => !expanded.has(id))}
                onClick={() => setExpanded(new Set())}
              >
                <ChevronsDownUp aria-hidden="true" />
                {t('catalogue.categories.collapseAll')}
              </Button>
            </div>
          )}
        </div>
      )}

      <section aria-label={t('catalogue.categories.listLabel')}>{body}</section>

      <CategoryFormDialog state={dialog} categories={all} onClose={() => setDialog(null)} />

      <ConfirmDialog
        open={state.step === 'confirm'}
        onCancel={() => flow.cancel()}
        title={t('catalogue.categories.deleteConfirm.title')}
        description={t('catalogue.categories.deleteConfirm.description', { name: deletingName })}
        confirmLabel={t('catalogue.categories.deleteConfirm.confirm')}
        cancelLabel={t('catalogue.common.cancel')}
        pending={flow.pending}
        onConfirm={flow.confirm}
      >
        {state.step === 'confirm' &&
          (state.category.active_product_count > 0 || state.category.subcategory_count > 0) && (
            <p className="rounded-xl bg-surface-muted px-4 py-3 text-ink text-sm">
              {t('catalogue.categories.deleteConfirm.contents', {
                products: t('catalogue.categories.productCount', {
                  count: state.category.active_product_count,
                }),
                subcategories: t('catalogue.categories.subcategoryCount', {
                  count: state.category.subcategory_count,
                }),
              })}
            </p>
          )}
      </ConfirmDialog>

      {state.step === 'products' && (
        <ReassignProductsDialog
          key={`products-${state.category.id}`}
          category={state.category}
          products={state.products}
          categories={all}
          hasSubcategories={all.some((c) => c.parent_id === state.category.id)}
          pending={flow.pending}
          onCancel={flow.cancel}
          onConfirm={flow.submitProducts}
        />
      )}
      {state.step === 'subcategories' && (
        <ReassignSubcategoriesDialog
          key={`subcategories-${state.category.id}`}
          category={state.category}
          subcategories={state.subcategories}
          categories={all}
          pending={flow.pending}
          onCancel={flow.cancel}
          onConfirm={flow.submitSubcategories}
        />
      )}
    </div>
  );
}

function ViewSwitch({ view, onChange }: { view: CategoryView; onChange: (view: CategoryView) => void }) {
  const { t } = useTranslation();
  const options: Array<{ value: CategoryView; label: string; icon: typeof List }> = [
    { value: 'list', label: t('catalogue.categories.view.list'), icon: List },
    { value: 'grid', label: t('catalogue.categories.view.grid'), icon: LayoutGrid },
  ];
  return (
    <fieldset className="flex rounded-xl border border-line bg-white p-1 shadow-sm">
      <legend className="sr-only">{t('catalogue.categories.view.label')}</legend>
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-lg px-3 font-semibold text-sm transition-colors',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
            view === value
              ? 'bg-secondary-700 text-white'
              : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
          )}
        >
          <Icon
            className={cn('size-4', view === value ? 'text-white' : 'text-ink-muted')}
            aria-hidden="true"
          />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
