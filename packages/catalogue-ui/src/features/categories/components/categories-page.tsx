import type { Category } from '@kiosk/contracts';
import { Button, cn, getPageCount, PageHeader, Pagination, useDocumentTitle } from '@kiosk/ui';
import { ChevronsDownUp, ChevronsUpDown, FolderTree, LayoutGrid, List, Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel, ErrorPanel, LoadingPanel } from '../../../components/state-panel';
import { buildCategoryTree, type CategoryTreeNode } from '../../../lib/catalogue/category-tree';
import { useCategories } from '../../../lib/catalogue/get-categories';
import { useCatalogueLiveUpdates } from '../../../lib/catalogue/use-catalogue-live-updates';
import { useCatalogueApp } from '../../../lib/catalogue-context';
import { type CategoryView, useCategoryView } from '../hooks/use-category-view';
import { useDeleteCategoryFlow } from '../hooks/use-delete-category-flow';
import { type CategoryDialogState, CategoryFormDialog } from './category-form-dialog';
import { CategoryGridView } from './category-grid-view';
import { CategoryListView } from './category-list-view';
import type { CategoryActionHandlers } from './category-parts';
import { DeleteCategoryDialogs } from './delete-category-dialogs';

/** Spec section 9: 10 main categories per page. */
export const CATEGORIES_PER_PAGE = 10;

/** /categories: main categories with their subcategories as a list or a grid, add/edit and the delete flows. */
export function CategoriesPage() {
  const { t } = useTranslation();
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
        <SummaryBar
          mainCount={tree.length}
          subcategoryCount={all.filter((c) => c.parent_id !== null).length}
          expandable={view === 'list' && expandable.length > 0}
          allExpanded={allExpanded}
          noneExpanded={expandable.every((id) => !expanded.has(id))}
          onExpandAll={() => setExpanded(new Set(tree.map((node) => node.category.id)))}
          onCollapseAll={() => setExpanded(new Set())}
        />
      )}

      <section aria-label={t('catalogue.categories.listLabel')}>
        <CategoriesBody
          categories={categories}
          empty={tree.length === 0}
          nodes={nodes}
          view={view}
          expanded={expanded}
          onToggle={(id) =>
            setExpanded((current) => {
              const next = new Set(current);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            })
          }
          handlers={handlers}
          page={currentPage}
          pageCount={pageCount}
          onPageChange={setPage}
          onAdd={() => setDialog({ mode: 'add' })}
        />
      </section>

      <CategoryFormDialog state={dialog} categories={all} onClose={() => setDialog(null)} />

      <DeleteCategoryDialogs flow={flow} all={all} />
    </div>
  );
}

/** How many categories there are, and (list view) expand or collapse them all. */
function SummaryBar({
  mainCount,
  subcategoryCount,
  expandable,
  allExpanded,
  noneExpanded,
  onExpandAll,
  onCollapseAll,
}: {
  mainCount: number;
  subcategoryCount: number;
  /** The list view with subcategories to show. */
  expandable: boolean;
  allExpanded: boolean;
  noneExpanded: boolean;
  onExpandAll: () => void;
  onCollapseAll: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-ink-muted text-sm" data-testid="category-summary">
        {t('catalogue.categories.summary', { count: mainCount, subcategories: subcategoryCount })}
      </p>
      {expandable && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={allExpanded} onClick={onExpandAll}>
            <ChevronsUpDown aria-hidden="true" />
            {t('catalogue.categories.expandAll')}
          </Button>
          <Button variant="outline" size="sm" disabled={noneExpanded} onClick={onCollapseAll}>
            <ChevronsDownUp aria-hidden="true" />
            {t('catalogue.categories.collapseAll')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The page's content: loading, the error, the empty state, or the categories and the pages. */
function CategoriesBody({
  categories,
  empty,
  nodes,
  view,
  expanded,
  onToggle,
  handlers,
  page,
  pageCount,
  onPageChange,
  onAdd,
}: {
  categories: ReturnType<typeof useCategories>;
  /** No main category. */
  empty: boolean;
  nodes: CategoryTreeNode[];
  view: CategoryView;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  handlers: CategoryActionHandlers;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
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
  } else if (empty) {
    body = (
      <div className="rounded-2xl border border-line bg-white shadow-card">
        <EmptyPanel
          icon={FolderTree}
          title={t('catalogue.categories.empty.title')}
          description={t('catalogue.categories.empty.description')}
          action={
            <Button onClick={onAdd}>
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
          <CategoryListView nodes={nodes} expanded={expanded} handlers={handlers} onToggle={onToggle} />
        ) : (
          <CategoryGridView nodes={nodes} handlers={handlers} />
        )}
        <Pagination className="mt-6" page={page} pageCount={pageCount} onPageChange={onPageChange} />
      </>
    );
  }

  return body;
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
