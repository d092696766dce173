import type { Category } from '@kiosk/contracts';
import { cn, Select, useLanguage } from '@kiosk/ui';
import { ArrowRight, ListChecks, Rows3 } from 'lucide-react';
import { type Dispatch, type SetStateAction, useId, useState } from 'react';
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
import { IncompleteNotice, ReassignDialog } from './reassign-dialog';

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

type Targets = ReturnType<typeof productTargets>;
type SetChoices = Dispatch<SetStateAction<ProductChoices>>;

/** One category for all the products (bulk) or one per product. */
function ModeChooser({ mode: current, setChoices }: { mode: ReassignMode; setChoices: SetChoices }) {
  const { t } = useTranslation();
  const modes: Array<{ mode: ReassignMode; label: string; icon: typeof Rows3 }> = [
    { mode: 'bulk', label: t('catalogue.categories.reassignProducts.bulk'), icon: Rows3 },
    { mode: 'individual', label: t('catalogue.categories.reassignProducts.individual'), icon: ListChecks },
  ];
  return (
    <fieldset>
      <legend className="sr-only">{t('catalogue.categories.reassignProducts.modeLabel')}</legend>
      <div className="grid grid-cols-2 gap-2 rounded-2xl bg-surface-muted p-1">
        {modes.map(({ mode, label, icon: Icon }) => (
          <label
            key={mode}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl px-3 text-center font-semibold text-sm transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
              current === mode ? 'bg-white text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name="reassign-mode"
              value={mode}
              checked={current === mode}
              onChange={() => setChoices((choices) => ({ ...choices, mode }))}
              className="sr-only"
            />
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TargetOptions({ targets }: { targets: Targets }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('catalogue.categories.reassignProducts.choose')}</option>
      {targets.map((option) => (
        <option key={option.value} value={option.value}>
          {optionLabel(option)}
        </option>
      ))}
    </>
  );
}

/** The category every product moves to (bulk mode). */
function BulkTarget({
  value,
  targets,
  setChoices,
}: {
  value: string;
  targets: Targets;
  setChoices: SetChoices;
}) {
  const { t } = useTranslation();
  const bulkId = useId();
  return (
    <div>
      <label htmlFor={bulkId} className="mb-1.5 block font-medium text-ink text-sm">
        {t('catalogue.categories.reassignProducts.bulkLabel')}
      </label>
      <Select
        id={bulkId}
        value={value}
        onChange={(event) => setChoices((current) => ({ ...current, bulk: event.target.value }))}
      >
        <TargetOptions targets={targets} />
      </Select>
    </div>
  );
}

/** The products to move, where each is now, and (per product) where each goes. */
function ProductRows({
  products,
  categories,
  choices,
  targets,
  setChoices,
}: {
  products: ProductRef[];
  categories: readonly Category[];
  choices: ProductChoices;
  targets: Targets;
  setChoices: SetChoices;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const byId = new Map(categories.map((c) => [c.id, c]));
  const placement = (product: ProductRef) =>
    [product.category_id, product.subcategory_id]
      .map((id) => (id ? byId.get(id) : undefined))
      .filter((c): c is Category => c !== undefined)
      .map((c) => localizedName(c, language))
      .join(' › ');
  const individual = choices.mode === 'individual';
  return (
    <div>
      <p className="mb-2 font-semibold text-secondary-700 text-xs uppercase tracking-wider">
        {t('catalogue.categories.reassignProducts.productsLabel', { count: products.length })}
      </p>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line">
        {products.map((product) => {
          const selectId = `reassign-${product.id}`;
          return (
            <li
              key={product.id}
              data-testid="reassign-product"
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">
                  {individual ? <label htmlFor={selectId}>{product.name}</label> : product.name}
                </p>
                <p className="truncate text-ink-muted text-xs">{placement(product)}</p>
              </div>
              {individual && (
                <Select
                  id={selectId}
                  fieldSize="sm"
                  className="sm:w-64"
                  invalid={!choices.perProduct[product.id]}
                  value={choices.perProduct[product.id] ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    setChoices((current) => ({
                      ...current,
                      perProduct: { ...current.perProduct, [product.id]: value },
                    }));
                  }}
                >
                  <TargetOptions targets={targets} />
                </Select>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
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
  const [choices, setChoices] = useState<ProductChoices>({ mode: 'bulk', bulk: '', perProduct: {} });
  const targets = productTargets(categories, category.id, language);
  const missing = missingProducts(products, choices);
  const complete = missing.length === 0 && products.length > 0;
  const name = localizedName(category, language);
  return (
    <ReassignDialog
      title={t('catalogue.categories.reassignProducts.title')}
      description={t('catalogue.categories.reassignProducts.description', { name, count: products.length })}
      confirmVariant={hasSubcategories ? 'primary' : 'danger'}
      confirmLabel={
        <>
          {hasSubcategories
            ? t('catalogue.categories.reassignProducts.continue')
            : t('catalogue.categories.reassignProducts.confirm')}
          {hasSubcategories && <ArrowRight aria-hidden="true" />}
        </>
      }
      canConfirm={complete}
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => onConfirm(productPlan(products, choices))}
    >
      <div className="space-y-5">
        <ModeChooser mode={choices.mode} setChoices={setChoices} />
        {choices.mode === 'bulk' && (
          <BulkTarget value={choices.bulk} targets={targets} setChoices={setChoices} />
        )}
        {!complete && (
          <IncompleteNotice>
            {choices.mode === 'bulk'
              ? t('catalogue.categories.reassignProducts.incompleteBulk')
              : t('catalogue.categories.reassignProducts.incomplete', { count: missing.length })}
          </IncompleteNotice>
        )}
        <ProductRows
          products={products}
          categories={categories}
          choices={choices}
          targets={targets}
          setChoices={setChoices}
        />
      </div>
    </ReassignDialog>
  );
}
