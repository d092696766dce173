import { cn, Input, Select, Switch, useLanguage, usePriceFormatter } from '@kiosk/ui';
import { AlertTriangle, GripVertical, Link2, Lock, RotateCcw } from 'lucide-react';
import { type DragEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LinkableProduct,
  linkOptionToProduct,
  MAX_OPTION_QUANTITY,
  type OptionDraft,
  optionPriceMinor,
  resetToProductPrice,
  setOptionPriceText,
  unlinkOption,
} from '../utils/configuration-draft';
import { localizedName } from '../utils/localized-name';
import { CardHeader } from './card-header';
import { ImageField } from './image-field';
import { ProductThumbnail } from './product-thumbnail';

export interface OptionCardProps {
  option: OptionDraft;
  index: number;
  count: number;
  /** Single-selection steps have no quantities. */
  stepType: 'radio' | 'stepper';
  expanded: boolean;
  onToggle: () => void;
  onChange: (next: OptionDraft) => void;
  onDefaultChange: (isDefault: boolean) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
  products: LinkableProduct[] | undefined;
  productsLoading: boolean;
  /** Highlight missing Turkish names and bad numbers (after a refused save). */
  showIssues: boolean;
  /** HTML5 drag and drop within the step. */
  drag: {
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
    dragging: boolean;
    dropIndicator: 'before' | 'after' | null;
  };
}

/** One option of a step: a summary line, and when expanded its source, names, price, image and flags. */
export function OptionCard({
  option,
  index,
  count,
  stepType,
  expanded,
  onToggle,
  onChange,
  onDefaultChange,
  onMove,
  onDelete,
  products,
  productsLoading,
  showIssues,
  drag,
}: OptionCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  const id = useId();
  const price = optionPriceMinor(option);
  const nameMissing = showIssues && !option.nameTr.trim();
  const priceInvalid = price === undefined;
  const quantityInvalid =
    !Number.isInteger(option.maxQuantity) ||
    option.maxQuantity < 1 ||
    option.maxQuantity > MAX_OPTION_QUANTITY;
  const displayName = (language === 'en' ? option.nameEn.trim() : '') || option.nameTr.trim();
  const linked = option.productId !== null;
  const linkedProduct = linked ? products?.find((product) => product.id === option.productId) : undefined;
  const title = displayName || t('configurator.option.untitled');
  const hasProblem = nameMissing || (showIssues && (priceInvalid || quantityInvalid));

  return (
    <li
      data-testid="option-card"
      data-option-name={option.nameTr}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      className={cn(
        'relative rounded-xl border bg-white transition-[border-color,box-shadow,opacity]',
        hasProblem ? 'border-red-300' : expanded ? 'border-primary-300 shadow-card' : 'border-line',
        drag.dragging && 'opacity-40',
      )}
    >
      {drag.dropIndicator && (
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-x-2 h-1 rounded-full bg-primary-500',
            drag.dropIndicator === 'before' ? '-top-2' : '-bottom-2',
          )}
        />
      )}
      <CardHeader
        kind="option"
        leading={
          <>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only drag handle; keyboard and touch users have the move buttons */}
            <span
              draggable
              onDragStart={drag.onDragStart}
              onDragEnd={drag.onDragEnd}
              className="flex h-11 w-7 shrink-0 cursor-grab items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted active:cursor-grabbing"
              title={t('configurator.option.dragHandle')}
              data-testid="option-drag-handle"
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </span>
            <ProductThumbnail src={option.image || null} className="size-10 rounded-lg" />
          </>
        }
        name={title}
        expanded={expanded}
        onToggle={onToggle}
        controls={`${id}-details`}
        index={index}
        count={count}
        onMove={onMove}
        onDelete={onDelete}
      >
        <span
          className={cn(
            'block truncate font-medium text-sm',
            displayName ? 'text-ink' : 'text-ink-muted italic',
          )}
        >
          {title}
        </span>
        <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-ink-muted text-xs">
          <span className="tabular-nums">
            {price === undefined
              ? '—'
              : price === 0
                ? t('configurator.option.free')
                : formatAmount(price, 'TL')}
          </span>
          {stepType === 'stepper' && (
            <span>· {t('configurator.option.maxShort', { count: option.maxQuantity })}</span>
          )}
          {option.isDefault && <Badge tone="gold">{t('configurator.option.defaultBadge')}</Badge>}
          {linked && (
            <Badge tone={option.isManualPrice ? 'amber' : 'brown'}>
              <Link2 className="size-3" aria-hidden="true" />
              {option.isManualPrice
                ? t('configurator.option.manualBadge')
                : t('configurator.option.linkedBadge')}
            </Badge>
          )}
          {!option.available && <Badge tone="red">{t('configurator.option.unavailable')}</Badge>}
        </span>
      </CardHeader>

      {expanded && (
        <div id={`${id}-details`} className="space-y-4 border-line border-t px-4 pt-4 pb-4">
          <fieldset className="mx-0 min-w-0 border-0 p-0">
            <legend className="mb-1.5 font-medium text-ink text-sm">{t('configurator.option.source')}</legend>
            <div className="flex flex-wrap items-start gap-3">
              <div className="inline-flex gap-1 rounded-xl bg-surface-muted p-1 ring-1 ring-line">
                <SegmentButton pressed={!linked} onClick={() => linked && onChange(unlinkOption(option))}>
                  {t('configurator.option.custom')}
                </SegmentButton>
                <SegmentButton
                  pressed={linked}
                  onClick={() => {
                    if (!linked) document.getElementById(`${id}-product`)?.focus();
                  }}
                >
                  {t('configurator.option.product')}
                </SegmentButton>
              </div>
              <div className="min-w-56 flex-1">
                <label htmlFor={`${id}-product`} className="sr-only">
                  {t('configurator.option.productLabel')}
                </label>
                <Select
                  id={`${id}-product`}
                  value={option.productId ?? ''}
                  disabled={productsLoading}
                  className="[&_select]:h-11 [&_select]:text-sm"
                  onChange={(event) => {
                    const product = products?.find((candidate) => candidate.id === event.target.value);
                    onChange(product ? linkOptionToProduct(option, product) : unlinkOption(option));
                  }}
                  data-testid="option-product"
                >
                  <option value="">
                    {productsLoading
                      ? t('configurator.option.productsLoading')
                      : t('configurator.option.chooseProduct')}
                  </option>
                  {linked && !linkedProduct && option.productId && (
                    <option value={option.productId}>{t('configurator.option.unavailableProduct')}</option>
                  )}
                  {products?.map((product) => (
                    <option key={product.id} value={product.id}>
                      {localizedName(product, language)} · {formatAmount(product.price_minor, 'TL')}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
          </fieldset>

          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${id}-name-tr`} label={t('configurator.option.nameTr')} required>
              <Input
                id={`${id}-name-tr`}
                value={option.nameTr}
                onChange={(event) => onChange({ ...option, nameTr: event.target.value })}
                invalid={nameMissing}
                aria-required="true"
                className="h-11"
                lang="tr"
              />
              {nameMissing && <FieldError>{t('configurator.validation.nameRequired')}</FieldError>}
            </Field>
            <Field id={`${id}-name-en`} label={t('configurator.option.nameEn')}>
              <Input
                id={`${id}-name-en`}
                value={option.nameEn}
                onChange={(event) => onChange({ ...option, nameEn: event.target.value })}
                className="h-11"
                lang="en"
              />
            </Field>
          </div>

          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
            <Field id={`${id}-price`} label={t('configurator.option.price')}>
              <div className="relative">
                <Input
                  id={`${id}-price`}
                  value={option.priceText}
                  inputMode="decimal"
                  onChange={(event) => onChange(setOptionPriceText(option, event.target.value))}
                  invalid={priceInvalid}
                  className={cn('h-11 tabular-nums', linked && !option.isManualPrice && 'pr-10')}
                  aria-describedby={`${id}-price-note`}
                />
                {linked && !option.isManualPrice && (
                  <Lock
                    className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-secondary-500"
                    aria-hidden="true"
                  />
                )}
              </div>
              <div id={`${id}-price-note`} className="mt-1 text-xs">
                {priceInvalid ? (
                  <span className="text-red-700">{t('configurator.validation.invalidPrice')}</span>
                ) : linked && option.isManualPrice ? (
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-amber-800" role="status">
                    <span
                      className="inline-flex items-center gap-1 font-medium"
                      data-testid="manual-price-warning"
                    >
                      <AlertTriangle className="size-3.5" aria-hidden="true" />
                      {t('configurator.option.manualPrice')}
                    </span>
                    {option.linkedPriceMinor !== null && (
                      <button
                        type="button"
                        onClick={() => onChange(resetToProductPrice(option))}
                        className="inline-flex items-center gap-1 rounded font-semibold text-secondary-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                      >
                        <RotateCcw className="size-3" aria-hidden="true" />
                        {t('configurator.option.useProductPrice')}
                      </button>
                    )}
                  </span>
                ) : linked ? (
                  <span className="text-ink-muted">{t('configurator.option.priceLocked')}</span>
                ) : null}
              </div>
            </Field>
            {stepType === 'stepper' ? (
              <Field id={`${id}-max`} label={t('configurator.option.maxQuantity')}>
                <Input
                  id={`${id}-max`}
                  type="number"
                  min={1}
                  max={MAX_OPTION_QUANTITY}
                  step={1}
                  value={Number.isFinite(option.maxQuantity) ? option.maxQuantity : ''}
                  onChange={(event) => onChange({ ...option, maxQuantity: event.target.valueAsNumber })}
                  invalid={quantityInvalid}
                  className="h-11 tabular-nums"
                />
                {quantityInvalid && <FieldError>{t('configurator.validation.invalidQuantity')}</FieldError>}
              </Field>
            ) : (
              <div className="hidden sm:block" />
            )}
            <div className="flex items-center gap-2 sm:pt-6">
              <Switch
                id={`${id}-default`}
                checked={option.isDefault}
                onCheckedChange={onDefaultChange}
                aria-labelledby={`${id}-default-label`}
              />
              <span id={`${id}-default-label`} className="font-medium text-ink text-sm">
                {t('configurator.option.isDefault')}
              </span>
            </div>
          </div>

          <ImageField
            label={t('configurator.option.image')}
            value={option.image}
            onChange={(image) => onChange({ ...option, image })}
          />
        </div>
      )}
    </li>
  );
}

function Field({
  id,
  label,
  required = false,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink text-sm">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

function FieldError({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-red-700 text-xs">{children}</p>;
}

function SegmentButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'h-9 rounded-lg px-3 font-semibold text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
        pressed ? 'bg-white text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
      )}
    >
      {children}
    </button>
  );
}

function Badge({ tone, children }: { tone: 'gold' | 'brown' | 'amber' | 'red'; children: ReactNode }) {
  const tones = {
    gold: 'bg-primary-50 text-primary-800 ring-primary-200',
    brown: 'bg-secondary-50 text-secondary-700 ring-secondary-200',
    amber: 'bg-amber-50 text-amber-800 ring-amber-200',
    red: 'bg-red-50 text-red-700 ring-red-200',
  } as const;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-[11px] ring-1',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
