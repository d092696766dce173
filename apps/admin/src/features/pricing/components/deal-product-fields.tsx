import type { Deal } from '@kiosk/contracts';
import { Field, Input, Select, usePriceFormatter } from '@kiosk/ui';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PricingChoices } from '../api/get-pricing-choices';
import type { DealFormOutput, DealFormValues } from '../utils/deal-form';
import { errorText } from '../utils/error-text';
import { DealImageField } from './deal-image-field';

type DealForm = UseFormReturn<DealFormValues, unknown, DealFormOutput>;

/** The deal's product: shown as it is when editing; new (name, price, category, VAT) or an existing one. */
export function DealProductFields({
  form,
  deal,
  choices,
}: {
  form: DealForm;
  deal: Deal | undefined;
  choices: PricingChoices;
}) {
  const { t } = useTranslation();
  const { formatPrice } = usePriceFormatter();
  const id = useId();
  const { register, watch, formState } = form;
  const mode = watch('mode');
  const err = (name: keyof DealFormValues) => errorText(t, formState.errors[name]?.message);
  if (deal) {
    return (
      <fieldset className="rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold text-sm">{t('pricing.deals.product.legend')}</legend>
        <p className="font-medium text-ink">
          {t('pricing.deals.product.current', { name: deal.name, price: formatPrice(deal.price_minor) })}
        </p>
        <p className="mt-1 text-ink-muted text-sm">{t('pricing.deals.product.imageHint')}</p>
      </fieldset>
    );
  }
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold text-sm">{t('pricing.deals.product.legend')}</legend>
      <div className="flex flex-wrap gap-4">
        {(['new', 'existing'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" value={value} className="size-5" {...register('mode')} />
            {value === 'new' ? t('pricing.deals.product.modeNew') : t('pricing.deals.product.modeExisting')}
          </label>
        ))}
      </div>
      {mode === 'existing' ? (
        <Field
          id={`${id}-product`}
          label={t('pricing.deals.product.existing')}
          required
          error={err('product_id')}
        >
          <Select id={`${id}-product`} invalid={!!err('product_id')} {...register('product_id')}>
            <option value="">{t('pricing.common.choose')}</option>
            {choices.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {formatPrice(p.price_minor)}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-tr`} label={t('pricing.deals.product.nameTr')} required error={err('name_tr')}>
            <Input id={`${id}-tr`} maxLength={200} invalid={!!err('name_tr')} {...register('name_tr')} />
          </Field>
          <Field id={`${id}-en`} label={t('pricing.deals.product.nameEn')}>
            <Input id={`${id}-en`} maxLength={200} {...register('name_en')} />
          </Field>
          <Field id={`${id}-price`} label={t('pricing.deals.product.price')} required error={err('price')}>
            <Input id={`${id}-price`} inputMode="decimal" invalid={!!err('price')} {...register('price')} />
          </Field>
          <Field
            id={`${id}-cat`}
            label={t('pricing.deals.product.category')}
            required
            error={err('category_id')}
          >
            <Select id={`${id}-cat`} invalid={!!err('category_id')} {...register('category_id')}>
              <option value="">{t('pricing.common.choose')}</option>
              {choices.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-tax`} label={t('pricing.deals.product.taxGroup')}>
            <Select id={`${id}-tax`} {...register('tax_group_id')}>
              <option value="">{t('pricing.common.choose')}</option>
              {choices.taxGroups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </Select>
          </Field>
          <DealImageField
            value={watch('image')}
            onChange={(path) => form.setValue('image', path, { shouldValidate: true })}
            error={err('image')}
          />
        </div>
      )}
    </fieldset>
  );
}
