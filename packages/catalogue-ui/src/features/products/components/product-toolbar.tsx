import type { Category } from '@kiosk/contracts';
import { Button, cn, Select, useLanguage } from '@kiosk/ui';
import { FilterX, Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryOptions, optionLabel } from '../../../lib/catalogue/category-tree';
import { hasFilters, type ProductListState, type YesNoAll } from '../utils/list-params';

export interface ProductToolbarProps {
  state: ProductListState;
  onChange: (changes: Partial<ProductListState>) => void;
  categories: readonly Category[];
}

/** Search and filters of the products list (spec: category, status, configurable, option-only). */
export function ProductToolbar({ state, onChange, categories }: ProductToolbarProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const ids = {
    category: useId(),
    status: useId(),
    configurable: useId(),
    optionOnly: useId(),
    deactivated: useId(),
  };
  const options = categoryOptions(categories, { language, withSubcategories: true });

  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-card">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-[minmax(14rem,1.6fr)_repeat(4,minmax(9rem,1fr))]">
        <SearchBox value={state.q} onChange={(q) => onChange({ q })} />
        <FilterSelect id={ids.category} label={t('catalogue.products.filters.category')}>
          <Select
            id={ids.category}
            fieldSize="sm"
            value={state.category}
            onChange={(event) => onChange({ category: event.target.value })}
          >
            <option value="">{t('catalogue.products.filters.allCategories')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {optionLabel(option)}
              </option>
            ))}
          </Select>
        </FilterSelect>
        <FilterSelect id={ids.status} label={t('catalogue.products.filters.status')}>
          <Select
            id={ids.status}
            fieldSize="sm"
            value={state.status}
            onChange={(event) => onChange({ status: event.target.value as ProductListState['status'] })}
          >
            <option value="all">{t('catalogue.products.filters.all')}</option>
            <option value="active">{t('catalogue.common.active')}</option>
            <option value="inactive">{t('catalogue.common.inactive')}</option>
          </Select>
        </FilterSelect>
        <FilterSelect id={ids.configurable} label={t('catalogue.products.filters.configurable')}>
          <YesNoSelect
            id={ids.configurable}
            value={state.configurable}
            onChange={(configurable) => onChange({ configurable })}
          />
        </FilterSelect>
        <FilterSelect id={ids.optionOnly} label={t('catalogue.products.filters.optionOnly')}>
          <YesNoSelect
            id={ids.optionOnly}
            value={state.optionOnly}
            onChange={(optionOnly) => onChange({ optionOnly })}
          />
        </FilterSelect>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label
          htmlFor={ids.deactivated}
          className="inline-flex min-h-11 cursor-pointer select-none items-center gap-2.5 text-ink text-sm"
        >
          <input
            id={ids.deactivated}
            type="checkbox"
            checked={state.showDeactivated}
            onChange={(event) => onChange({ showDeactivated: event.target.checked })}
            className="size-5 cursor-pointer rounded accent-primary-600"
          />
          {t('catalogue.products.filters.showDeactivated')}
        </label>
        {hasFilters(state) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({
                q: '',
                category: '',
                status: 'all',
                configurable: 'all',
                optionOnly: 'all',
                showDeactivated: false,
              })
            }
          >
            <FilterX aria-hidden="true" />
            {t('catalogue.products.filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

function FilterSelect({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block font-medium text-ink-muted text-xs">
        {label}
      </label>
      {children}
    </div>
  );
}

function YesNoSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: YesNoAll;
  onChange: (value: YesNoAll) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      fieldSize="sm"
      value={value}
      onChange={(event) => onChange(event.target.value as YesNoAll)}
    >
      <option value="all">{t('catalogue.products.filters.all')}</option>
      <option value="yes">{t('catalogue.common.yes')}</option>
      <option value="no">{t('catalogue.common.no')}</option>
    </Select>
  );
}

/** The search field: searches as you type (after a short pause), Enter searches at once, Escape clears. */
function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // changed from outside (clear filters, back button): show it unless it is what is typed
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onChange(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className="col-span-2 min-w-0 xl:col-span-1">
      <label htmlFor={id} className="mb-1 block font-medium text-ink-muted text-xs">
        {t('catalogue.products.search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={id}
          type="search"
          value={text}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('catalogue.products.search.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange(text);
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
              onChange('');
            }
          }}
          className={cn(
            'h-11 w-full rounded-xl border border-line bg-white pr-10 pl-10 text-ink text-sm shadow-sm transition-colors',
            'placeholder:text-ink-muted/60 hover:border-secondary-200 focus-visible:border-primary-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
            '[&::-webkit-search-cancel-button]:hidden',
          )}
        />
        {text && (
          <button
            type="button"
            aria-label={t('catalogue.products.search.clear')}
            onClick={() => {
              setText('');
              onChange('');
            }}
            className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
