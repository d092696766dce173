import type { SoldOutCandidate } from '@kiosk/contracts';
import { soldOutMarkTime } from '@kiosk/domain';
import { Button, cn, Dialog, Spinner, useLanguage } from '@kiosk/ui';
import { Ban, RotateCcw, Search, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SoldOutDialog } from '../../../lib/sold-out/sold-out-dialog';
import { useSoldOutList } from '../hooks/use-sold-out-list';

/**
 * "Ürünler" on the kitchen display: the station's products with a search, each with its state
 * (on sale, sold out, "5 left") and one tap to mark it sold out (the "86" dialog) or put it back.
 */
export function SoldOutProductsDialog({
  open,
  onOpenChange,
  stationId,
  stationName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stationId: string | undefined;
  stationName: string | undefined;
}) {
  const { t } = useTranslation();
  const list = useSoldOutList(stationId, open);
  const { products } = list;
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={`${t('sale.kitchen.soldOut.productsTitle')}${stationName ? ` · ${stationName}` : ''}`}
        description={t('sale.kitchen.soldOut.productsHint')}
        size="lg"
      >
        <div className="flex flex-col gap-3" data-testid="sold-out-products">
          <label className="relative block">
            <span className="sr-only">{t('sale.kitchen.soldOut.search')}</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
              aria-hidden="true"
            />
            <input
              type="search"
              value={list.query}
              onChange={(event) => list.setQuery(event.target.value)}
              placeholder={t('sale.kitchen.soldOut.search')}
              autoComplete="off"
              data-testid="sold-out-search"
              className="h-12 w-full rounded-xl border border-line bg-white pr-4 pl-11 text-base text-ink focus:border-primary-400 focus:outline-none focus:ring-4 focus:ring-primary-100"
            />
          </label>
          {products.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner size="md" showLabel label={t('ui.loading')} />
            </div>
          ) : products.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-red-800">
              {t('sale.kitchen.soldOut.loadFailed')}
              <Button variant="outline" onClick={() => void products.refetch()}>
                {t('sale.kitchen.soldOut.retry')}
              </Button>
            </div>
          ) : list.shown.length === 0 ? (
            <p className="py-10 text-center text-ink-muted">{t('sale.kitchen.soldOut.noProducts')}</p>
          ) : (
            <ul className="divide-y divide-line rounded-xl ring-1 ring-line">
              {list.shown.map((product) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  busy={list.busyId === product.id}
                  onMark={() => list.setTarget(product)}
                  onUnmark={() => void list.unmark(product)}
                />
              ))}
            </ul>
          )}
        </div>
      </Dialog>
      <SoldOutDialog target={list.target} onClose={() => list.setTarget(null)} />
    </>
  );
}

function ProductRow({
  product,
  busy,
  onMark,
  onUnmark,
}: {
  product: SoldOutCandidate;
  busy: boolean;
  onMark: () => void;
  onUnmark: () => void;
}) {
  const { t } = useTranslation();
  const marked = !product.in_stock || product.sold_out !== null;
  const state = !product.in_stock ? 'sold_out' : product.sold_out ? 'count_left' : 'on_sale';
  return (
    <li
      className="flex items-center gap-3 px-4 py-2.5"
      data-testid="sold-out-row"
      data-product-id={product.id}
      data-state={state}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{product.name}</p>
        <RowState product={product} />
      </div>
      {marked && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onMark}
          aria-label={t('sale.kitchen.soldOut.menu', { name: product.name })}
          title={t('sale.kitchen.soldOut.menu', { name: product.name })}
          data-testid="sold-out-row-edit"
        >
          <SlidersHorizontal aria-hidden="true" />
        </Button>
      )}
      {marked ? (
        <Button
          variant="outline"
          size="lg"
          onClick={onUnmark}
          loading={busy}
          data-testid="sold-out-row-unmark"
        >
          <RotateCcw aria-hidden="true" />
          {t('sale.kitchen.soldOut.unmark')}
        </Button>
      ) : (
        <Button
          variant="outline"
          size="lg"
          onClick={onMark}
          className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
          data-testid="sold-out-row-mark"
        >
          <Ban aria-hidden="true" />
          {t('sale.kitchen.soldOut.mark')}
        </Button>
      )}
    </li>
  );
}

/** On sale; sold out (until when); or on sale with a count left. */
function RowState({ product }: { product: SoldOutCandidate }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const mark = product.sold_out;
  const until = mark?.until
    ? t('sale.kitchen.soldOut.until', { time: soldOutMarkTime(mark.until, new Date(), locale) })
    : mark
      ? t('sale.kitchen.soldOut.untilFurtherNotice')
      : null;
  const label = !product.in_stock
    ? t('sale.kitchen.soldOut.soldOutNow')
    : mark?.count_left != null
      ? t('sale.kitchen.soldOut.left', { count: mark.count_left })
      : t('sale.kitchen.soldOut.onSale');
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm">
      <span
        className={cn(
          'rounded px-1.5 py-0.5 font-semibold text-xs',
          !product.in_stock
            ? 'bg-red-100 text-red-800'
            : mark
              ? 'bg-amber-100 text-amber-900'
              : 'bg-emerald-50 text-emerald-800',
        )}
      >
        {label}
      </span>
      {until && <span className="text-ink-muted">{until}</span>}
    </p>
  );
}
