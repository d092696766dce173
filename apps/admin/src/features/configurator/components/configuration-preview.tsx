import {
  defaultSelection,
  optionPrice,
  type Selection,
  selectionIssues,
  setOptionQuantity,
  unitPrice,
} from '@kiosk/domain';
import { LANGUAGE_LOCALES, type Language, SUPPORTED_LANGUAGES } from '@kiosk/i18n';
import { cn, formatLiraPrice, useCurrency, useCurrencyRates, useLanguage } from '@kiosk/ui';
import {
  Check,
  ChevronLeft,
  ChevronRight,
  ImageOff,
  Minus,
  Plus,
  RotateCcw,
  ShoppingCart,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigurableProduct } from '../api/get-configurable-products';
import {
  type ConfigurationDraft,
  type OptionDraft,
  type StepDraft,
  toConfigurableItem,
} from '../utils/configuration-draft';
import { localizedName } from '../utils/localized-name';
import { reconcileSelection } from '../utils/preview-selection';

export interface ConfigurationPreviewProps {
  product: ConfigurableProduct;
  draft: ConfigurationDraft;
  activeStepKey: string | null;
  onActiveStepChange: (stepKey: string) => void;
}

const stepTitle = (step: StepDraft, language: Language) =>
  (language === 'en' ? step.titleEn.trim() : '') || step.titleTr.trim();
const stepSubtitle = (step: StepDraft, language: Language) =>
  (language === 'en' ? step.subtitleEn.trim() : '') || step.subtitleTr.trim();
const optionName = (option: OptionDraft, language: Language) =>
  (language === 'en' ? option.nameEn.trim() : '') || option.nameTr.trim();

/**
 * The selected step as the kiosk will show it, in either language, with a working selection and
 * the unit price from the domain model (base price plus the chosen options).
 */
export function ConfigurationPreview({
  product,
  draft,
  activeStepKey,
  onActiveStepChange,
}: ConfigurationPreviewProps) {
  const { t, i18n } = useTranslation();
  const { language: uiLanguage } = useLanguage();
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const pt = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  const [currency] = useCurrency();
  const rates = useCurrencyRates();
  const money = (minor: number) => formatLiraPrice(minor, currency, rates, LANGUAGE_LOCALES[language]);

  const item = useMemo(() => toConfigurableItem(draft, product.price_minor), [draft, product.price_minor]);
  const [rawSelection, setSelection] = useState<Selection>(() => defaultSelection(item));
  const selection = reconcileSelection(item, rawSelection);
  const total = unitPrice(item, selection);
  const missing = selectionIssues(item, selection).some((issue) => issue.code === 'required_missing');

  const stepIndex = Math.max(
    0,
    draft.steps.findIndex((step) => step.key === activeStepKey),
  );
  const step = draft.steps[stepIndex];
  const itemStep = item.steps[stepIndex];

  const setQuantity = (optionKey: string, quantity: number) => {
    if (!step) return;
    setSelection(setOptionQuantity(item, selection, step.key, optionKey, quantity));
  };

  return (
    <aside
      aria-labelledby="configurator-preview-title"
      data-testid="configurator-preview"
      className="min-w-0"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <div>
          <h3 id="configurator-preview-title" className="font-semibold text-ink">
            {t('configurator.preview.title')}
          </h3>
          <p className="text-ink-muted text-xs">{t('configurator.preview.description')}</p>
        </div>
        <fieldset
          aria-label={t('configurator.preview.language')}
          className="m-0 inline-flex min-w-0 gap-1 rounded-xl border-0 bg-surface-muted p-1 ring-1 ring-line"
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={language === code}
              onClick={() => setLanguage(code)}
              className={cn(
                'h-8 min-w-10 rounded-lg px-2 font-bold text-xs uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                language === code ? 'bg-white text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {code}
              <span className="sr-only"> {t(`ui.language.names.${code}`)}</span>
            </button>
          ))}
        </fieldset>
      </div>

      <div className="rounded-[28px] bg-secondary-950 p-2 shadow-raised" lang={language}>
        <div className="flex flex-col overflow-hidden rounded-[22px] bg-surface lg:max-h-[calc(90vh-16rem)]">
          <div className="flex shrink-0 items-center gap-3 bg-secondary-900 px-4 py-3 text-white">
            <div className="size-12 shrink-0 overflow-hidden rounded-xl bg-secondary-800">
              {product.image && <img src={product.image} alt="" className="size-full object-cover" />}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{localizedName(product, language)}</p>
              <p className="text-primary-300 text-xs">
                {pt('configurator.preview.basePrice')}: {money(product.price_minor)}
              </p>
            </div>
          </div>

          {draft.steps.length > 1 && (
            <nav
              aria-label={t('configurator.preview.steps')}
              className="flex shrink-0 gap-1.5 overflow-x-auto border-line border-b bg-white px-3 py-2"
            >
              {draft.steps.map((candidate, index) => (
                <button
                  key={candidate.key}
                  type="button"
                  onClick={() => onActiveStepChange(candidate.key)}
                  aria-current={index === stepIndex ? 'step' : undefined}
                  className={cn(
                    'flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3 font-semibold text-xs transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                    index === stepIndex
                      ? 'bg-primary-500 text-secondary-950'
                      : 'bg-surface-muted text-ink-muted hover:text-ink',
                  )}
                >
                  <span className="tabular-nums">{index + 1}</span>
                  <span className="max-w-28 truncate">
                    {stepTitle(candidate, language) || pt('configurator.step.untitled')}
                  </span>
                </button>
              ))}
            </nav>
          )}

          {step && itemStep ? (
            <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-4 pb-3" data-testid="preview-step">
              <p className="flex items-center gap-2 font-semibold text-secondary-600 text-xs uppercase tracking-wider">
                {pt('configurator.preview.stepOf', { current: stepIndex + 1, total: draft.steps.length })}
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-[10px] normal-case tracking-normal',
                    step.required ? 'bg-red-50 text-red-700' : 'bg-surface-muted text-ink-muted',
                  )}
                >
                  {step.required ? pt('configurator.preview.required') : pt('configurator.preview.optional')}
                </span>
              </p>
              <h4 className="mt-1 font-bold text-ink text-xl leading-tight" data-testid="preview-step-title">
                {stepTitle(step, language) || pt('configurator.step.untitled')}
              </h4>
              {stepSubtitle(step, language) && (
                <p className="mt-0.5 text-ink-muted text-sm">{stepSubtitle(step, language)}</p>
              )}
              <p className="mt-1 text-ink-muted text-xs">
                {step.type === 'radio'
                  ? pt('configurator.preview.chooseOne')
                  : pt('configurator.preview.chooseAny')}
              </p>

              {step.options.length === 0 ? (
                <p className="mt-4 rounded-xl border border-line border-dashed px-3 py-6 text-center text-ink-muted text-sm">
                  {pt('configurator.preview.noOptions')}
                </p>
              ) : (
                <fieldset className="mx-0 mt-3 min-w-0 border-0 p-0">
                  <legend className="sr-only">
                    {stepTitle(step, language) || pt('configurator.step.untitled')}
                  </legend>
                  <div className="grid grid-cols-2 gap-2">
                    {step.options.map((option, index) => {
                      const itemOption = itemStep.options[index];
                      if (!itemOption) return null;
                      const quantity = selection[step.key]?.[option.key] ?? 0;
                      const price = optionPrice(itemOption);
                      const name = optionName(option, language) || pt('configurator.option.untitled');
                      const unavailable = !option.available;
                      const priceText = price > 0 ? `+${money(price)}` : pt('configurator.preview.free');
                      const image = step.showImages ? (
                        <span className="mb-2 flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-lg bg-surface-muted text-ink-muted/50">
                          {option.image ? (
                            <img src={option.image} alt="" className="size-full object-cover" />
                          ) : (
                            <ImageOff className="size-6" aria-hidden="true" />
                          )}
                        </span>
                      ) : null;
                      if (step.type === 'radio') {
                        const checked = quantity > 0;
                        return (
                          <label
                            key={option.key}
                            data-testid="preview-option"
                            data-option-name={option.nameTr}
                            className={cn(
                              'relative flex min-h-16 cursor-pointer flex-col rounded-xl border-2 bg-white p-2.5 text-left transition-colors',
                              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
                              checked
                                ? 'border-primary-500 bg-primary-50'
                                : 'border-line hover:border-primary-200',
                              unavailable && 'cursor-not-allowed opacity-50',
                            )}
                          >
                            <input
                              type="radio"
                              name={`preview-${step.key}`}
                              checked={checked}
                              disabled={unavailable}
                              onChange={() => setQuantity(option.key, 1)}
                              className="sr-only"
                            />
                            {image}
                            <span className="pr-6 font-semibold text-ink text-sm leading-snug">{name}</span>
                            <span className="mt-0.5 text-secondary-600 text-xs tabular-nums">
                              {unavailable ? pt('configurator.preview.soldOut') : priceText}
                            </span>
                            <span
                              aria-hidden="true"
                              className={cn(
                                'absolute top-2 right-2 flex size-5 items-center justify-center rounded-full border-2',
                                checked
                                  ? 'border-primary-500 bg-primary-500 text-white'
                                  : 'border-line bg-white',
                              )}
                            >
                              {checked && <Check className="size-3" strokeWidth={3} />}
                            </span>
                          </label>
                        );
                      }
                      const max = Math.max(1, itemOption.max_quantity);
                      return (
                        <div
                          key={option.key}
                          data-testid="preview-option"
                          data-option-name={option.nameTr}
                          className={cn(
                            'flex flex-col rounded-xl border-2 bg-white p-2.5',
                            quantity > 0 ? 'border-primary-500 bg-primary-50' : 'border-line',
                            unavailable && 'opacity-50',
                          )}
                        >
                          {image}
                          <span className="font-semibold text-ink text-sm leading-snug">{name}</span>
                          <span className="mt-0.5 text-secondary-600 text-xs tabular-nums">
                            {unavailable ? pt('configurator.preview.soldOut') : priceText}
                            {!unavailable && max > 1 && (
                              <span className="text-ink-muted">
                                {' '}
                                · {pt('configurator.preview.max', { count: max })}
                              </span>
                            )}
                          </span>
                          <span className="mt-2 flex items-center justify-between gap-1">
                            <button
                              type="button"
                              onClick={() => setQuantity(option.key, quantity - 1)}
                              disabled={quantity === 0 || unavailable}
                              aria-label={pt('configurator.preview.decrease', { name })}
                              className="flex size-9 items-center justify-center rounded-full bg-surface-muted text-ink transition-colors hover:bg-secondary-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-40"
                            >
                              <Minus className="size-4" aria-hidden="true" />
                            </button>
                            <output
                              className="min-w-6 text-center font-bold text-ink tabular-nums"
                              aria-label={pt('configurator.preview.quantity', { name })}
                              data-testid="preview-quantity"
                            >
                              {quantity}
                            </output>
                            <button
                              type="button"
                              onClick={() => setQuantity(option.key, quantity + 1)}
                              disabled={quantity >= max || unavailable}
                              aria-label={pt('configurator.preview.increase', { name })}
                              className="flex size-9 items-center justify-center rounded-full bg-primary-500 text-secondary-950 transition-colors hover:bg-primary-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-40"
                            >
                              <Plus className="size-4" aria-hidden="true" />
                            </button>
                          </span>
                        </div>
                      );
                    })}
                  </div>
                </fieldset>
              )}
            </div>
          ) : null}

          <div className="flex shrink-0 items-center justify-between gap-2 border-line border-t px-4 py-1.5">
            <button
              type="button"
              onClick={() => {
                const previous = draft.steps[stepIndex - 1];
                if (previous) onActiveStepChange(previous.key);
              }}
              disabled={stepIndex === 0}
              className="inline-flex h-9 items-center gap-1 rounded-lg px-2 font-semibold text-secondary-700 text-xs hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-40"
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              {pt('configurator.preview.previous')}
            </button>
            <button
              type="button"
              onClick={() => setSelection(defaultSelection(item))}
              className="inline-flex h-9 items-center gap-1 rounded-lg px-2 font-medium text-ink-muted text-xs hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            >
              <RotateCcw className="size-3.5" aria-hidden="true" />
              {pt('configurator.preview.reset')}
            </button>
            <button
              type="button"
              onClick={() => {
                const next = draft.steps[stepIndex + 1];
                if (next) onActiveStepChange(next.key);
              }}
              disabled={stepIndex >= draft.steps.length - 1}
              className="inline-flex h-9 items-center gap-1 rounded-lg px-2 font-semibold text-secondary-700 text-xs hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-40"
            >
              {pt('configurator.preview.next')}
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>

          <div className="shrink-0 border-line border-t bg-white px-4 py-3">
            {missing && (
              <p
                className="mb-2 font-medium text-red-700 text-xs"
                data-testid="preview-required"
                role="status"
              >
                {pt('configurator.preview.requiredSelections')}
              </p>
            )}
            <div className="flex items-center justify-between gap-3">
              <div>
                <p className="text-ink-muted text-xs">{pt('configurator.preview.total')}</p>
                <p
                  className="font-bold text-2xl text-ink tabular-nums"
                  data-testid="preview-total"
                  data-total-minor={total}
                  aria-live="polite"
                >
                  {money(total)}
                </p>
              </div>
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex h-12 items-center gap-2 rounded-xl px-4 font-semibold text-sm',
                  missing ? 'bg-surface-muted text-ink-muted' : 'bg-primary-500 text-secondary-950',
                )}
              >
                <ShoppingCart className="size-4" />
                {pt('configurator.preview.addToCart')}
              </span>
            </div>
          </div>
        </div>
      </div>
    </aside>
  );
}
