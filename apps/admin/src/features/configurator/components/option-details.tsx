import { Input, Select, useLanguage, usePriceFormatter } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import {
  type LinkableProduct,
  linkOptionToProduct,
  type OptionDraft,
  unlinkOption,
} from '../utils/configuration-draft';
import { localizedName } from '../utils/localized-name';
import type { OptionChecks } from '../utils/option-checks';
import { Field, FieldError, SegmentButton } from './form-fields';
import { ImageField } from './image-field';
import { OptionPriceRow } from './option-price-row';

interface OptionDetailsProps {
  id: string;
  option: OptionDraft;
  stepType: 'radio' | 'stepper';
  checks: OptionChecks;
  onChange: (next: OptionDraft) => void;
  onDefaultChange: (isDefault: boolean) => void;
  products: LinkableProduct[] | undefined;
  productsLoading: boolean;
}

/** An expanded option: its source (custom or a product), names, price, most, default and image. */
export function OptionDetails(props: OptionDetailsProps) {
  const { t } = useTranslation();
  const { id, option, checks, onChange } = props;
  return (
    <div id={`${id}-details`} className="space-y-4 border-line border-t px-4 pt-4 pb-4">
      <OptionSource {...props} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-name-tr`} label={t('configurator.option.nameTr')} required>
          <Input
            id={`${id}-name-tr`}
            value={option.nameTr}
            onChange={(event) => onChange({ ...option, nameTr: event.target.value })}
            invalid={checks.nameMissing}
            aria-required="true"
            className="h-11"
            lang="tr"
          />
          {checks.nameMissing && <FieldError>{t('configurator.validation.nameRequired')}</FieldError>}
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
      <OptionPriceRow {...props} />
      <ImageField
        label={t('configurator.option.image')}
        value={option.image}
        onChange={(image) => onChange({ ...option, image })}
      />
    </div>
  );
}

/** Custom option or one linked to a product (the product chosen from the list). */
function OptionSource({ id, option, onChange, products, productsLoading }: OptionDetailsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  const linked = option.productId !== null;
  const linkedProduct = linked ? products?.find((product) => product.id === option.productId) : undefined;
  return (
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
  );
}
