import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useLanguage,
  usePriceFormatter,
} from '@kiosk/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../utils/localized-name';
import { ConfigurationStatus, InactiveBadge } from './configuration-status';
import type { ProductListProps } from './product-grid';
import { ProductThumbnail } from './product-thumbnail';

/** List columns: Product, Price, Status, Steps, Options ('-' when not configured), Actions. */
export function ProductTable({ products, onEdit, onDelete }: ProductListProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { formatPrice } = usePriceFormatter();
  return (
    <Table data-testid="configurator-table">
      <TableHeader>
        <tr>
          <TableHead>{t('configurator.table.product')}</TableHead>
          <TableHead className="text-right">{t('configurator.table.price')}</TableHead>
          <TableHead>{t('configurator.table.status')}</TableHead>
          <TableHead className="text-center">{t('configurator.table.steps')}</TableHead>
          <TableHead className="text-center">{t('configurator.table.options')}</TableHead>
          <TableHead className="text-right">{t('configurator.table.actions')}</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {products.map((product) => {
          const name = localizedName(product, language);
          return (
            <TableRow key={product.id} data-testid="configurable-product" data-product-name={product.name}>
              <TableCell>
                <div className="flex items-center gap-3">
                  <ProductThumbnail src={product.image} className="size-12 rounded-xl" />
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{name}</p>
                    {!product.is_active && <InactiveBadge />}
                  </div>
                </div>
              </TableCell>
              <TableCell className="text-right font-semibold tabular-nums">
                {formatPrice(product.price_minor)}
              </TableCell>
              <TableCell>
                <ConfigurationStatus configured={product.configured} />
              </TableCell>
              <TableCell className="text-center tabular-nums" data-testid="step-count">
                {product.configured ? product.step_count : '-'}
              </TableCell>
              <TableCell className="text-center tabular-nums" data-testid="option-count">
                {product.configured ? product.option_count : '-'}
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  {product.configured ? (
                    <>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onEdit(product)}
                        aria-label={t('configurator.actions.editFor', { name })}
                      >
                        <Pencil aria-hidden="true" />
                        <span className="hidden md:inline">{t('configurator.actions.edit')}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-600 hover:bg-red-50 hover:text-red-700"
                        onClick={() => onDelete(product)}
                        aria-label={t('configurator.actions.deleteFor', { name })}
                      >
                        <Trash2 aria-hidden="true" />
                        <span className="hidden md:inline">{t('configurator.actions.delete')}</span>
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onEdit(product)}
                      aria-label={t('configurator.actions.addFor', { name })}
                    >
                      <Plus aria-hidden="true" />
                      {t('configurator.actions.add')}
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
