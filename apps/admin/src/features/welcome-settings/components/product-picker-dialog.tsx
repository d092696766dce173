import type { Product } from '@kiosk/contracts';
import { Button, cn, Dialog, Input, useLanguage, usePriceFormatter } from '@kiosk/ui';
import { Check, ImageOff, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProductPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Active products with an image (the only ones the slider can show). */
  products: Product[];
  selected: string[];
  onApply: (selected: string[]) => void;
}

const nameOf = (product: Product, language: 'tr' | 'en') =>
  product.translations[language].name?.trim() || product.name;

/** Chooses the slider's products; 'Select All' takes every product with an image, none means all. */
export function ProductPickerDialog({
  open,
  onOpenChange,
  products,
  selected,
  onApply,
}: ProductPickerDialogProps) {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const { formatPrice } = usePriceFormatter();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(selected));
  const [query, setQuery] = useState('');
  const [openedWith, setOpenedWith] = useState<string[] | null>(null);

  // start from the saved choice every time the dialog opens (state adjusted while rendering)
  if (open && openedWith !== selected) {
    setOpenedWith(selected);
    setChosen(new Set(selected));
    setQuery('');
  }
  if (!open && openedWith !== null) setOpenedWith(null);

  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase(locale);
    if (!needle) return products;
    return products.filter((product) =>
      `${nameOf(product, language)} ${product.name} ${product.category_name ?? ''}`
        .toLocaleLowerCase(locale)
        .includes(needle),
    );
  }, [products, query, language, locale]);

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={t('welcomeSettings.slider.pickerTitle')}
      description={t('welcomeSettings.slider.pickerDescription')}
      footer={
        <div className="flex w-full flex-wrap items-center gap-3">
          <p className="mr-auto text-ink-muted text-sm" aria-live="polite" data-testid="picker-count">
            {chosen.size === 0
              ? t('welcomeSettings.slider.noneMeansAll')
              : t('welcomeSettings.slider.selectedCount', { count: chosen.size })}
          </p>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('welcomeSettings.cancel')}
          </Button>
          <Button
            onClick={() => {
              // keep the products' order, so the slider shows them as the menu does
              onApply(products.filter((product) => chosen.has(product.id)).map((product) => product.id));
              onOpenChange(false);
            }}
            data-testid="picker-apply"
          >
            <Check aria-hidden="true" />
            {t('welcomeSettings.slider.apply')}
          </Button>
        </div>
      }
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div className="relative min-w-48 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('welcomeSettings.slider.search')}
            aria-label={t('welcomeSettings.slider.search')}
            className="h-11 pl-10"
          />
        </div>
        <Button variant="outline" onClick={() => setChosen(new Set(products.map((product) => product.id)))}>
          {t('welcomeSettings.slider.selectAll')}
        </Button>
        <Button variant="ghost" onClick={() => setChosen(new Set())} disabled={chosen.size === 0}>
          {t('welcomeSettings.slider.clear')}
        </Button>
      </div>
      {visible.length === 0 ? (
        <p className="flex flex-col items-center gap-2 rounded-xl border border-line border-dashed py-10 text-center text-ink-muted">
          <ImageOff className="size-6" aria-hidden="true" />
          {products.length === 0
            ? t('welcomeSettings.slider.noProducts')
            : t('welcomeSettings.slider.noMatch')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {visible.map((product) => {
            const checked = chosen.has(product.id);
            const name = nameOf(product, language);
            return (
              <li key={product.id}>
                <label
                  data-testid="picker-product"
                  data-product-name={product.name}
                  className={cn(
                    'relative flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-white text-left transition-colors',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500 has-[:focus-visible]:ring-offset-2',
                    checked ? 'border-primary-500' : 'border-line hover:border-primary-200',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => toggle(product.id)}
                    className="sr-only"
                  />
                  <span className="block aspect-[4/3] w-full bg-surface-muted">
                    {product.image && (
                      <img src={product.image} alt="" loading="lazy" className="size-full object-cover" />
                    )}
                  </span>
                  <span className="block px-3 py-2">
                    <span className="block truncate font-semibold text-ink text-sm">{name}</span>
                    <span className="block truncate text-ink-muted text-xs">
                      {formatPrice(product.price_minor)}
                      {product.category_name ? ` · ${product.category_name}` : ''}
                    </span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-2 right-2 flex size-6 items-center justify-center rounded-md border-2 shadow-sm',
                      checked ? 'border-primary-500 bg-primary-500 text-white' : 'border-white bg-white/90',
                    )}
                  >
                    {checked && <Check className="size-4" strokeWidth={3} />}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
