import type { Product, SoldOutState } from '@kiosk/contracts';
import { soldOutMarkTime } from '@kiosk/domain';
import { Button, Switch, Tooltip, toast, useLanguage } from '@kiosk/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUpdateProduct } from '../api/update-product';

/** The active toggle of a product row (spec: the list toggle flips it), with its toast. */
export function ActiveSwitch({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation();
  const update = useUpdateProduct();
  const checked = update.isPending ? Boolean(update.variables?.changes.is_active) : product.is_active;
  return (
    <div className="flex items-center gap-2">
      <Switch
        size="sm"
        tone="success"
        checked={checked}
        busy={update.isPending}
        aria-label={t('catalogue.products.row.activeLabel', { name })}
        data-testid="product-active-switch"
        onCheckedChange={(next) =>
          // mutateAsync: the toast shows even when the row leaves the list (a deactivated product is hidden)
          update.mutateAsync({ id: product.id, changes: { is_active: next } }).then(
            () =>
              toast.success(
                t(
                  next
                    ? 'catalogue.products.messages.activateSuccess'
                    : 'catalogue.products.messages.deactivateSuccess',
                ),
              ),
            () => toast.error(t('catalogue.products.messages.updateError')),
          )
        }
      />
      <span
        className={checked ? 'font-medium text-emerald-700 text-sm' : 'font-medium text-ink-muted text-sm'}
      >
        {checked ? t('catalogue.common.active') : t('catalogue.common.inactive')}
      </span>
    </div>
  );
}

/** The in-stock switch: a sold-out product stays on the menu but cannot be ordered. */
export function StockSwitch({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation();
  const update = useUpdateProduct();
  const checked = update.isPending ? Boolean(update.variables?.changes.in_stock) : product.in_stock;
  return (
    <div>
      <div className="flex items-center gap-2">
        <Switch
          size="sm"
          tone="success"
          checked={checked}
          busy={update.isPending}
          aria-label={t('catalogue.products.row.stockLabel', { name })}
          data-testid="product-stock-switch"
          onCheckedChange={(next) =>
            update.mutateAsync({ id: product.id, changes: { in_stock: next } }).then(
              () =>
                toast.success(
                  t(
                    next
                      ? 'catalogue.products.messages.inStockSuccess'
                      : 'catalogue.products.messages.soldOutSuccess',
                  ),
                ),
              () => toast.error(t('catalogue.products.messages.updateError')),
            )
          }
        />
        <span className={checked ? 'text-ink text-sm' : 'font-medium text-amber-700 text-sm'}>
          {checked ? t('catalogue.products.row.inStock') : t('catalogue.products.row.soldOut')}
        </span>
      </div>
      {product.sold_out && !update.isPending && <SoldOutNote mark={product.sold_out} />}
    </div>
  );
}

/** A "86" from the till or the kitchen: who marked it and when, until when, or the count left. */
function SoldOutNote({ mark }: { mark: SoldOutState }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const now = new Date();
  return (
    <p className="mt-1 max-w-56 text-ink-muted text-xs leading-snug" data-testid="product-sold-out-mark">
      {t('catalogue.products.row.soldOutBy', {
        by: mark.by ?? t('catalogue.products.row.soldOutSomeone'),
        time: soldOutMarkTime(mark.at, now, locale),
      })}
      {mark.count_left != null && mark.count_left > 0 && (
        <span className="block font-medium text-amber-800">
          {t('catalogue.products.row.soldOutLeft', { count: mark.count_left })}
        </span>
      )}
      {mark.until && (
        <span className="block">
          {t('catalogue.products.row.soldOutUntil', { time: soldOutMarkTime(mark.until, now, locale) })}
        </span>
      )}
    </p>
  );
}

export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const editLabel = t('catalogue.products.row.edit', { name });
  const deleteLabel = t('catalogue.products.row.delete', { name });
  return (
    <div className="flex items-center justify-end gap-1">
      <Tooltip content={t('catalogue.common.edit')}>
        <Button variant="ghost" size="icon" aria-label={editLabel} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      </Tooltip>
      <Tooltip content={t('catalogue.common.delete')}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={deleteLabel}
          onClick={onDelete}
          className="hover:bg-red-50! hover:text-red-700!"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </Tooltip>
    </div>
  );
}
