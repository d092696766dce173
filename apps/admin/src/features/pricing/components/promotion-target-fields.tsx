import { useTranslation } from 'react-i18next';
import type { PricingChoices } from '../api/get-pricing-choices';
import { CheckboxGroup } from './checkbox-group';
import type { PromotionForm } from './promotion-form-types';

/** The products and categories a promotion applies to (none: every product). */
export function PromotionTargetFields({ form, choices }: { form: PromotionForm; choices: PricingChoices }) {
  const { t } = useTranslation();
  const { watch, setValue } = form;
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <div>
        <h3 className="font-semibold text-sm">{t('pricing.promotions.fields.targets')}</h3>
        <p className="text-ink-muted text-xs">{t('pricing.promotions.fields.targetsHint')}</p>
      </div>
      <CheckboxGroup
        legend={t('pricing.promotions.fields.products')}
        items={choices.products}
        selected={watch('product_ids')}
        onChange={(ids) => setValue('product_ids', ids, { shouldDirty: true })}
        filterLabel={t('pricing.promotions.fields.filter')}
        testId="promotion-products"
      />
      <CheckboxGroup
        legend={t('pricing.promotions.fields.categories')}
        items={choices.categories}
        selected={watch('category_ids')}
        onChange={(ids) => setValue('category_ids', ids, { shouldDirty: true })}
        testId="promotion-categories"
      />
    </section>
  );
}
