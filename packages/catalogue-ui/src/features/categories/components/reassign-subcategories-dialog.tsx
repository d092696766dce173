import type { Category } from '@kiosk/contracts';
import { CategoryIconTile, cn, Select, useLanguage } from '@kiosk/ui';
import { CornerUpLeft, FolderInput, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../lib/catalogue/localized';
import {
  missingSubcategories,
  type SubcategoryAction,
  type SubcategoryChoice,
  type SubcategoryPlan,
  type SubcategoryRef,
  subcategoryPlan,
  subcategoryTargets,
} from '../utils/reassign-plan';
import { IncompleteNotice, ReassignDialog } from './reassign-dialog';

export interface ReassignSubcategoriesDialogProps {
  category: Category;
  subcategories: SubcategoryRef[];
  categories: readonly Category[];
  pending: boolean;
  onCancel: () => void;
  onConfirm: (plan: SubcategoryPlan) => void;
}

interface ActionChoice {
  action: SubcategoryAction;
  label: string;
  hint: string;
  icon: typeof Trash2;
}

function useSubcategoryActions(): ActionChoice[] {
  const { t } = useTranslation();
  return [
    {
      action: 'make_main',
      label: t('catalogue.categories.reassignSubcategories.makeMain'),
      hint: t('catalogue.categories.reassignSubcategories.makeMainHint'),
      icon: CornerUpLeft,
    },
    {
      action: 'move',
      label: t('catalogue.categories.reassignSubcategories.move'),
      hint: t('catalogue.categories.reassignSubcategories.moveHint'),
      icon: FolderInput,
    },
    {
      action: 'delete',
      label: t('catalogue.categories.reassignSubcategories.delete'),
      hint: t('catalogue.categories.reassignSubcategories.deleteHint'),
      icon: Trash2,
    },
  ];
}

/** One subcategory: delete it, make it a main category, or move it (and where). */
function SubcategoryRow({
  sub,
  known,
  choice,
  actions,
  targets,
  choose,
}: {
  sub: SubcategoryRef;
  /** The subcategory as the category list knows it (icon, colour, product count). */
  known: Category | undefined;
  choice: SubcategoryChoice;
  actions: ActionChoice[];
  targets: ReturnType<typeof subcategoryTargets>;
  choose: (id: string, change: SubcategoryChoice) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const subName = known ? localizedName(known, language) : sub.name;
  const targetId = `move-target-${sub.id}`;
  return (
    <li data-testid="reassign-subcategory" className="rounded-2xl border border-line p-4">
      <fieldset className="min-w-0">
        <legend className="mb-3 flex w-full items-center gap-3">
          <CategoryIconTile icon={known?.icon ?? 'Package'} color={known?.color ?? null} size="sm" />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-ink">{subName}</span>
            {known && (
              <span className="block text-ink-muted text-xs">
                {t('catalogue.categories.productCount', { count: known.product_count })}
              </span>
            )}
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {actions.map(({ action, label, hint, icon: Icon }) => {
            const selected = choice.action === action;
            return (
              <label
                key={action}
                title={hint}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
                  selected
                    ? action === 'delete'
                      ? 'border-red-300 bg-red-50 font-semibold text-red-800'
                      : 'border-primary-400 bg-primary-50 font-semibold text-ink'
                    : 'border-line bg-white text-ink-muted hover:border-primary-200 hover:text-ink',
                )}
              >
                <input
                  type="radio"
                  name={`sub-action-${sub.id}`}
                  value={action}
                  checked={selected}
                  onChange={() => choose(sub.id, { action })}
                  className="sr-only"
                />
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span>{label}</span>
              </label>
            );
          })}
        </div>
        {choice.action && (
          <p className="mt-2 text-ink-muted text-xs">
            {actions.find((a) => a.action === choice.action)?.hint}
          </p>
        )}
        {choice.action === 'move' && (
          <div className="mt-3">
            <label htmlFor={targetId} className="mb-1 block font-medium text-ink text-sm">
              {t('catalogue.categories.reassignSubcategories.moveTarget')}
            </label>
            <Select
              id={targetId}
              fieldSize="sm"
              invalid={!choice.target}
              value={choice.target ?? ''}
              onChange={(event) => choose(sub.id, { target: event.target.value })}
            >
              <option value="">{t('catalogue.categories.reassignProducts.choose')}</option>
              {targets.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
        )}
      </fieldset>
    </li>
  );
}

/**
 * Spec: before a category with subcategories is deleted, each subcategory is deleted (its products
 * lose their subcategory), made a main category (its products take it as main category) or moved
 * under another main category.
 */
export function ReassignSubcategoriesDialog({
  category,
  subcategories,
  categories,
  pending,
  onCancel,
  onConfirm,
}: ReassignSubcategoriesDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [choices, setChoices] = useState<Record<string, SubcategoryChoice>>({});
  const targets = subcategoryTargets(categories, category.id, language);
  const missing = missingSubcategories(subcategories, choices);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const name = localizedName(category, language);

  const actions = useSubcategoryActions();

  const choose = (id: string, change: SubcategoryChoice) =>
    setChoices((current) => ({ ...current, [id]: { ...current[id], ...change } }));

  return (
    <ReassignDialog
      title={t('catalogue.categories.reassignSubcategories.title')}
      description={t('catalogue.categories.reassignSubcategories.description', {
        name,
        count: subcategories.length,
      })}
      confirmVariant="danger"
      confirmLabel={t('catalogue.categories.reassignSubcategories.confirm')}
      canConfirm={missing.length === 0}
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => onConfirm(subcategoryPlan(subcategories, choices))}
    >
      <div className="space-y-4">
        <ul className="space-y-3">
          {subcategories.map((sub) => (
            <SubcategoryRow
              key={sub.id}
              sub={sub}
              known={byId.get(sub.id)}
              choice={choices[sub.id] ?? {}}
              actions={actions}
              targets={targets}
              choose={choose}
            />
          ))}
        </ul>
        {missing.length > 0 && (
          <IncompleteNotice>
            {t('catalogue.categories.reassignSubcategories.incomplete', { count: missing.length })}
          </IncompleteNotice>
        )}
      </div>
    </ReassignDialog>
  );
}
