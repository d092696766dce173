import type { Product } from '@kiosk/contracts';
import { Button, Dialog, Input, useLanguage, usePriceFormatter } from '@kiosk/ui';
import { Check, ImageOff, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterByQuery, idsInOrder, toggleId } from '../utils/product-picker';
import { PickerProductCard } from './picker-product-card';

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

/** The picker's choice, started again from the saved choice every time the dialog opens. */
function usePickerChoice(open: boolean, selected: string[]) {
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(selected));
  const [query, setQuery] = useState('');
  const [openedWith, setOpenedWith] = useState<string[] | null>(null);

  // state adjusted while rendering
  if (open && openedWith !== selected) {
    setOpenedWith(selected);
    setChosen(new Set(selected));
    setQuery('');
  }
  if (!open && openedWith !== null) setOpenedWith(null);
  return { chosen, setChosen, query, setQuery };
}

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
  const { chosen, setChosen, query, setQuery } = usePickerChoice(open, selected);

  const visible = useMemo(
    () =>
      filterByQuery(
        products,
        query,
        locale,
        (product) => `${nameOf(product, language)} ${product.name} ${product.category_name ?? ''}`,
      ),
    [products, query, language, locale],
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={t('welcomeSettings.slider.pickerTitle')}
      description={t('welcomeSettings.slider.pickerDescription')}
      footer={
        <PickerFooter
          count={chosen.size}
          onCancel={() => onOpenChange(false)}
          onApply={() => {
            onApply(idsInOrder(products, chosen));
            onOpenChange(false);
          }}
        />
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
          {visible.map((product) => (
            <li key={product.id}>
              <PickerProductCard
                productName={product.name}
                name={nameOf(product, language)}
                image={product.image}
                detail={`${formatPrice(product.price_minor)}${product.category_name ? ` · ${product.category_name}` : ''}`}
                checked={chosen.has(product.id)}
                onToggle={() => setChosen((current) => toggleId(current, product.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function PickerFooter({
  count,
  onCancel,
  onApply,
}: {
  count: number;
  onCancel: () => void;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex w-full flex-wrap items-center gap-3">
      <p className="mr-auto text-ink-muted text-sm" aria-live="polite" data-testid="picker-count">
        {count === 0
          ? t('welcomeSettings.slider.noneMeansAll')
          : t('welcomeSettings.slider.selectedCount', { count })}
      </p>
      <Button variant="outline" onClick={onCancel}>
        {t('welcomeSettings.cancel')}
      </Button>
      <Button onClick={onApply} data-testid="picker-apply">
        <Check aria-hidden="true" />
        {t('welcomeSettings.slider.apply')}
      </Button>
    </div>
  );
}
