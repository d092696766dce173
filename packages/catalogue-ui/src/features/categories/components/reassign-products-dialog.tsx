import type { Category } from '@kiosk/contracts';
import { Button, cn, Dialog, Select, useLanguage } from '@kiosk/ui';
import { AlertTriangle, ArrowRight, ListChecks, Rows3 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLabel } from '../../../lib/catalogue/category-tree';
import { localizedName } from '../../../lib/catalogue/localized';
import {
  missingProducts,
  type ProductChoices,
  type ProductPlan,
  type ProductRef,
  productPlan,
  productTargets,
  type ReassignMode,
} from '../utils/reassign-plan';

export interface ReassignProductsDialogProps {
  category: Category;
  products: ProductRef[];
  categories: readonly Category[];
  /** Subcategories come next (the confirm button then says 'Continue'). */
  hasSubcategories: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (plan: ProductPlan) => void;
}

/**
 * Spec: before a category with active products is deleted, every product gets a new category,
 * one for all (bulk) or one per product; confirm stays disabled until every product has one.
 */
export function ReassignProductsDialog({
  category,
  products,
  categories,
  hasSubcategories,
  pending,
  onCancel,
  onConfirm,
}: ReassignProductsDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const bulkId = useId();
  const [choices, setChoices] = useState<ProductChoices>({ mode: 'bulk', bulk: '', perProduct: {} });
  const targets = productTargets(categories, category.id, language);
  const missing = missingProducts(products, choices);
  const complete = missing.length === 0 && products.length > 0;
  const name = localizedName(category, language);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const placement = (product: ProductRef) =>
    [product.category_id, product.subcategory_id]
      .map((id) => (id ? byId.get(id) : undefined))
      .filter((c): c is Category => c !== undefined)
      .map((c) => localizedName(c, language))
      .join(' › ');

  const modes: Array<{ mode: ReassignMode; label: string; icon: typeof Rows3 }> = [
    { mode: 'bulk', label: t('catalogue.categories.reassignProducts.bulk'), icon: Rows3 },
    { mode: 'individual', label: t('catalogue.categories.reassignProducts.individual'), icon: ListChecks },
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      size="lg"
      title={t('catalogue.categories.reassignProducts.title')}
      description={t('catalogue.categories.reassignProducts.description', { name, count: products.length })}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('catalogue.common.cancel')}
          </Button>
          <Button
            variant={hasSubcategories ? 'primary' : 'danger'}
            disabled={!complete}
            loading={pending}
            onClick={() => onConfirm(productPlan(products, choices))}
          >
            {hasSubcategories
              ? t('catalogue.categories.reassignProducts.continue')
              : t('catalogue.categories.reassignProducts.confirm')}
            {hasSubcategories && <ArrowRight aria-hidden="true" />}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <fieldset>
          <legend className="sr-only">{t('catalogue.categories.reassignProducts.modeLabel')}</legend>
          <div className="grid grid-cols-2 gap-2 rounded-2xl bg-surface-muted p-1">
            {modes.map(({ mode, label, icon: Icon }) => (
              <label
                key={mode}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl px-3 text-center font-semibold text-sm transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
                  choices.mode === mode ? 'bg-white text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
                )}
              >
                <input
                  type="radio"
                  name="reassign-mode"
                  value={mode}
                  checked={choices.mode === mode}
                  onChange={() => setChoices((current) => ({ ...current, mode }))}
                  className="sr-only"
                />
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {choices.mode === 'bulk' && (
          <div>
            <label htmlFor={bulkId} className="mb-1.5 block font-medium text-ink text-sm">
              {t('catalogue.categories.reassignProducts.bulkLabel')}
            </label>
            <Select
              id={bulkId}
              value={choices.bulk}
              onChange={(event) => setChoices((current) => ({ ...current, bulk: event.target.value }))}
            >
              <option value="">{t('catalogue.categories.reassignProducts.choose')}</option>
              {targets.map((option) => (
                <option key={option.value} value={option.value}>
                  {optionLabel(option)}
                </option>
              ))}
            </Select>
          </div>
        )}

        {!complete && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {choices.mode === 'bulk'
                ? t('catalogue.categories.reassignProducts.incompleteBulk')
                : t('catalogue.categories.reassignProducts.incomplete', { count: missing.length })}
            </span>
          </div>
        )}

        <div>
          <p className="mb-2 font-semibold text-secondary-700 text-xs uppercase tracking-wider">
            {t('catalogue.categories.reassignProducts.productsLabel', { count: products.length })}
          </p>
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line">
            {products.map((product) => {
              const selectId = `reassign-${product.id}`;
              const unset = choices.mode === 'individual' && !choices.perProduct[product.id];
              return (
                <li
                  key={product.id}
                  data-testid="reassign-product"
                  className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink">
                      {choices.mode === 'individual' ? (
                        <label htmlFor={selectId}>{product.name}</label>
                      ) : (
                        product.name
                      )}
                    </p>
                    <p className="truncate text-ink-muted text-xs">{placement(product)}</p>
                  </div>
                  {choices.mode === 'individual' && (
                    <Select
                      id={selectId}
                      fieldSize="sm"
                      className="sm:w-64"
                      invalid={unset}
                      value={choices.perProduct[product.id] ?? ''}
                      onChange={(event) => {
                        const value = event.target.value;
                        setChoices((current) => ({
                          ...current,
                          perProduct: { ...current.perProduct, [product.id]: value },
                        }));
                      }}
                    >
                      <option value="">{t('catalogue.categories.reassignProducts.choose')}</option>
                      {targets.map((option) => (
                        <option key={option.value} value={option.value}>
                          {optionLabel(option)}
                        </option>
                      ))}
                    </Select>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </Dialog>
  );
}
