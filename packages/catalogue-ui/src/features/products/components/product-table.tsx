import type { Category, Product } from '@kiosk/contracts';
import {
  Badge,
  cn,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useLanguage,
  usePriceFormatter,
} from '@kiosk/ui';
import { ArrowDown, ArrowUp, ArrowUpDown, Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../lib/catalogue/localized';
import type { ProductListState, SortableColumn } from '../utils/list-params';
import { ActiveSwitch, RowActions, StockSwitch } from './product-row-controls';
import { ProductThumb } from './product-thumb';

export interface ProductTableProps {
  products: readonly Product[];
  categories: readonly Category[];
  state: ProductListState;
  onSort: (column: SortableColumn) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** The next page is loading (the rows shown are the previous ones). */
  stale?: boolean;
}

/** The products table: sortable by name, category, price, status and configurable. */
export function ProductTable({
  products,
  categories,
  state,
  onSort,
  onEdit,
  onDelete,
  stale,
}: ProductTableProps) {
  const { t } = useTranslation();
  const names = useNames(categories);
  const header = (column: SortableColumn, label: string, className?: string) => (
    <SortHeader column={column} label={label} state={state} onSort={onSort} className={className} />
  );
  return (
    <Table className={cn('transition-opacity', stale && 'opacity-60')} data-testid="product-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {header('name', t('catalogue.products.columns.name'), 'min-w-64')}
          {header('category', t('catalogue.products.columns.category'))}
          {header('price', t('catalogue.products.columns.price'), 'text-right')}
          {header('status', t('catalogue.products.columns.status'))}
          <TableHead>{t('catalogue.products.columns.stock')}</TableHead>
          {header('configurable', t('catalogue.products.columns.configurable'))}
          <TableHead className="text-right">
            <span className="sr-only">{t('catalogue.products.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            categoryLabel={names.placement(product)}
            onEdit={() => onEdit(product)}
            onDelete={() => onDelete(product)}
          />
        ))}
      </TableBody>
    </Table>
  );
}

function ProductRow({
  product,
  categoryLabel,
  onEdit,
  onDelete,
}: {
  product: Product;
  categoryLabel: { main: string; sub: string | null };
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { formatPrice } = usePriceFormatter();
  const name = localizedName(product, language);
  const other = localizedName(product, language === 'tr' ? 'en' : 'tr');
  return (
    <TableRow data-testid="product-row" className={cn(!product.is_active && 'bg-surface-muted/50')}>
      <TableCell>
        {/* No width of its own (w-0 min-w-full): the column takes what the others leave, at least
            its header's min-w-64, and a long name is cut with an ellipsis (whole in its tooltip). */}
        <div className="flex w-0 min-w-full items-center gap-3">
          <ProductThumb src={product.image} className={cn(!product.is_active && 'opacity-60')} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink" data-testid="product-name" title={name}>
              {name}
            </p>
            <div className="mt-0.5 flex flex-wrap items-center gap-1.5">
              {product.sku && (
                <span className="font-mono text-ink-muted text-xs" data-testid="product-sku">
                  {product.sku}
                </span>
              )}
              {other !== name && (
                <span
                  className="max-w-full truncate text-ink-muted text-xs"
                  lang={language === 'tr' ? 'en' : 'tr'}
                  title={other}
                >
                  {other}
                </span>
              )}
              {product.is_option_only && <Badge tone="info">{t('catalogue.products.row.optionOnly')}</Badge>}
            </div>
          </div>
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap text-ink-muted">
        <span className="text-ink">{categoryLabel.main}</span>
        {categoryLabel.sub && (
          <span className="block text-xs">
            <span aria-hidden="true">↳ </span>
            {categoryLabel.sub}
          </span>
        )}
      </TableCell>
      <TableCell
        className="whitespace-nowrap text-right font-semibold tabular-nums"
        data-testid="product-price"
      >
        {formatPrice(product.price_minor)}
      </TableCell>
      <TableCell>
        <ActiveSwitch product={product} name={name} />
      </TableCell>
      <TableCell>
        <StockSwitch product={product} name={name} />
      </TableCell>
      <TableCell>
        {product.configurable ? (
          <Badge tone="gold">
            <Check className="size-3" aria-hidden="true" />
            {t('catalogue.common.yes')}
          </Badge>
        ) : (
          <span className="inline-flex items-center gap-1 text-ink-muted text-xs">
            <Minus className="size-3" aria-hidden="true" />
            {t('catalogue.common.no')}
          </span>
        )}
      </TableCell>
      <TableCell>
        <RowActions name={name} onEdit={onEdit} onDelete={onDelete} />
      </TableCell>
    </TableRow>
  );
}

function SortHeader({
  column,
  label,
  state,
  onSort,
  className,
}: {
  column: SortableColumn;
  label: string;
  state: ProductListState;
  onSort: (column: SortableColumn) => void;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const active = state.sort === column;
  const Icon = !active ? ArrowUpDown : state.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('whitespace-nowrap p-0 font-semibold text-xs uppercase tracking-wide', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        title={t('catalogue.products.sortBy', { column: label })}
        className={cn(
          'inline-flex min-h-11 w-full items-center gap-1.5 px-4 py-3 font-semibold text-xs uppercase tracking-wide transition-colors',
          'hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-inset',
          className?.includes('text-right') && 'justify-end',
          active && 'text-ink',
        )}
      >
        {label}
        <Icon className={cn('size-3.5', active ? 'text-primary-700' : 'opacity-50')} aria-hidden="true" />
      </button>
    </th>
  );
}

/** Category and subcategory names of a product in the current language. */
export function useNames(categories: readonly Category[]) {
  const { language } = useLanguage();
  const byId = new Map(categories.map((c) => [c.id, c]));
  const name = (id: string | null, fallback: string | null) => {
    if (!id) return null;
    const category = byId.get(id);
    return category ? localizedName(category, language) : (fallback ?? id);
  };
  return {
    placement: (product: Product) => ({
      main: name(product.category_id, product.category_name) ?? '—',
      sub: name(product.subcategory_id, null),
    }),
  };
}
