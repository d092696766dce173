import type { Product } from '@kiosk/contracts';
import { Button, cn, Input, SwitchRow } from '@kiosk/ui';
import { GalleryHorizontal, Images } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import type { WelcomeFormState } from '../hooks/use-welcome-form';
import { chosenProducts } from '../utils/slider-selection';
import { normalizeSliderSpeed, SLIDER_SPEED_MAX, SLIDER_SPEED_MIN } from '../utils/slider-speed';
import type { WelcomeForm } from '../utils/welcome-form';

interface SliderProducts {
  data: Product[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The product slider: on/off, endless, speed and which products it shows. */
export function SliderSection({
  id,
  state,
  products,
  onChooseProducts,
}: {
  id: string;
  state: WelcomeFormState;
  products: SliderProducts;
  onChooseProducts: () => void;
}) {
  const { t } = useTranslation();
  const { form, set } = state;
  return (
    <FormSection
      icon={<GalleryHorizontal className="size-5" aria-hidden="true" />}
      title={t('welcomeSettings.slider.title')}
      description={t('welcomeSettings.slider.description')}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <SwitchRow
          id={`${id}-slider`}
          label={t('welcomeSettings.slider.enabled')}
          hint={t('welcomeSettings.slider.enabledHint')}
          checked={form.sliderEnabled}
          onCheckedChange={(sliderEnabled) => set({ sliderEnabled })}
        />
        <SwitchRow
          id={`${id}-infinite`}
          label={t('welcomeSettings.slider.infinite')}
          hint={t('welcomeSettings.slider.infiniteHint')}
          checked={form.sliderInfinite}
          onCheckedChange={(sliderInfinite) => set({ sliderInfinite })}
          disabled={!form.sliderEnabled}
        />
      </div>
      <div className={cn('mt-5 space-y-5', !form.sliderEnabled && 'opacity-60')}>
        <SliderSpeedField id={id} form={form} set={set} />
        <SliderProductsPanel form={form} products={products} onChooseProducts={onChooseProducts} />
      </div>
    </FormSection>
  );
}

function SliderSpeedField({
  id,
  form,
  set,
}: {
  id: string;
  form: WelcomeForm;
  set: (patch: Partial<WelcomeForm>) => void;
}) {
  const { t } = useTranslation();
  const speedText = form.sliderSpeedText;
  const speed = normalizeSliderSpeed(speedText);
  return (
    <div>
      <label htmlFor={`${id}-speed`} className="mb-1.5 block font-medium text-ink text-sm">
        {t('welcomeSettings.slider.speed')}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <input
          type="range"
          min={SLIDER_SPEED_MIN}
          max={SLIDER_SPEED_MAX}
          step={1}
          value={speed}
          onChange={(event) => set({ sliderSpeedText: event.target.value })}
          disabled={!form.sliderEnabled}
          aria-label={t('welcomeSettings.slider.speed')}
          className="h-11 min-w-40 flex-1 accent-primary-600"
        />
        <div className="flex items-center gap-2">
          <Input
            id={`${id}-speed`}
            type="number"
            min={SLIDER_SPEED_MIN}
            max={SLIDER_SPEED_MAX}
            step={1}
            value={speedText}
            onChange={(event) => set({ sliderSpeedText: event.target.value })}
            onBlur={(event) => set({ sliderSpeedText: String(normalizeSliderSpeed(event.target.value)) })}
            disabled={!form.sliderEnabled}
            className="h-11 w-24 text-right tabular-nums"
            aria-describedby={`${id}-speed-hint`}
            data-testid="slider-speed"
          />
          <span className="text-ink-muted text-sm">{t('welcomeSettings.slider.seconds')}</span>
        </div>
      </div>
      <p id={`${id}-speed-hint`} className="mt-1 text-ink-muted text-xs">
        {t('welcomeSettings.slider.speedHint', { min: SLIDER_SPEED_MIN, max: SLIDER_SPEED_MAX })}
      </p>
    </div>
  );
}

function SliderProductsPanel({
  form,
  products,
  onChooseProducts,
}: {
  form: WelcomeForm;
  products: SliderProducts;
  onChooseProducts: () => void;
}) {
  const { t } = useTranslation();
  const selectedProducts = useMemo(
    () => chosenProducts(products.data ?? [], form.selectedProducts),
    [products.data, form.selectedProducts],
  );
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink text-sm">{t('welcomeSettings.slider.products')}</p>
          <p className="text-ink-muted text-sm" data-testid="slider-selection">
            {form.selectedProducts.length === 0
              ? t('welcomeSettings.slider.allProducts', { count: products.data?.length ?? 0 })
              : t('welcomeSettings.slider.selectedCount', { count: form.selectedProducts.length })}
          </p>
        </div>
        <Button
          variant="outline"
          onClick={onChooseProducts}
          disabled={!products.data}
          loading={products.isPending}
        >
          {!products.isPending && <Images aria-hidden="true" />}
          {t('welcomeSettings.slider.choose')}
        </Button>
      </div>
      {products.isError && (
        <p className="mt-3 text-red-700 text-sm" role="alert">
          {t('welcomeSettings.slider.productsError')}
        </p>
      )}
      {selectedProducts.length > 0 && <ChosenThumbnails products={selectedProducts} />}
    </div>
  );
}

function ChosenThumbnails({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('welcomeSettings.slider.products')}>
      {products.slice(0, 12).map((product) => (
        <li key={product.id} className="size-12 overflow-hidden rounded-lg bg-surface-muted ring-1 ring-line">
          {product.image && (
            <img
              src={product.image}
              alt={product.name}
              title={product.name}
              className="size-full object-cover"
            />
          )}
        </li>
      ))}
      {products.length > 12 && (
        <li className="flex size-12 items-center justify-center rounded-lg bg-surface-muted font-semibold text-ink-muted text-sm ring-1 ring-line">
          +{products.length - 12}
        </li>
      )}
    </ul>
  );
}
