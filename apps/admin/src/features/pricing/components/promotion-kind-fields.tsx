import { Button, Field, Input, Select, SwitchRow } from '@kiosk/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { get, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductChoice } from '../api/get-pricing-choices';
import { errorText } from '../utils/error-text';
import { PROMOTION_KINDS } from '../utils/promotion-form';
import type { PromotionForm } from './promotion-form-types';

/** The promotion's name, kind and the kind's numbers, and its on / stackable switches. */
export function PromotionKindFields({ form, products }: { form: PromotionForm; products: ProductChoice[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, watch, setValue, formState } = form;
  const kind = watch('kind');
  const err = (name: string) =>
    errorText(t, (get(formState.errors, name) as { message?: string } | undefined)?.message);
  const number = (
    name: 'percent' | 'amount' | 'n' | 'buy' | 'get' | 'bundle_price',
    label: string,
    hint?: string,
  ) => (
    <Field id={`${id}-${name}`} label={label} required error={err(name)} hint={hint} className="w-48">
      <Input id={`${id}-${name}`} inputMode="decimal" invalid={!!err(name)} {...register(name)} />
    </Field>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t('pricing.promotions.fields.name')} required error={err('name')}>
          <Input id={`${id}-name`} maxLength={120} invalid={!!err('name')} {...register('name')} />
        </Field>
        <Field id={`${id}-kind`} label={t('pricing.promotions.fields.kind')}>
          <Select id={`${id}-kind`} {...register('kind')}>
            {PROMOTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`pricing.promotions.kinds.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-wrap gap-4">
        {kind === 'nth_item_percent' && number('n', t('pricing.promotions.fields.n'))}
        {(kind === 'percent_off' || kind === 'nth_item_percent') &&
          number('percent', t('pricing.promotions.fields.percent'))}
        {kind === 'amount_off' && number('amount', t('pricing.promotions.fields.amount'))}
        {kind === 'buy_x_get_y' && (
          <>
            {number('buy', t('pricing.promotions.fields.buy'))}
            {number('get', t('pricing.promotions.fields.get'), t('pricing.promotions.fields.buyHint'))}
          </>
        )}
        {kind === 'bundle_price' && number('bundle_price', t('pricing.promotions.fields.bundlePrice'))}
      </div>
      {kind === 'bundle_price' && <BundleItems form={form} products={products} error={err('bundle')} />}
      <div className="grid gap-2 sm:grid-cols-2">
        <SwitchRow
          id={`${id}-active`}
          density="compact"
          label={t('pricing.promotions.fields.active')}
          hint={t('pricing.promotions.fields.activeHint')}
          checked={watch('active')}
          onCheckedChange={(on) => setValue('active', on, { shouldDirty: true })}
        />
        <SwitchRow
          id={`${id}-stackable`}
          density="compact"
          label={t('pricing.promotions.fields.stackable')}
          hint={t('pricing.promotions.fields.stackableHint')}
          checked={watch('stackable')}
          onCheckedChange={(on) => setValue('stackable', on, { shouldDirty: true })}
        />
      </div>
    </div>
  );
}

function BundleItems({
  form,
  products,
  error,
}: {
  form: PromotionForm;
  products: ProductChoice[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const items = useFieldArray({ control: form.control, name: 'bundle' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">{t('pricing.promotions.fields.bundleItems')}</legend>
      {items.fields.map((field, index) => (
        <div key={field.id} className="flex flex-wrap items-start gap-2">
          <Field
            id={`${id}-${index}-p`}
            label={t('pricing.deals.groups.choiceProduct')}
            className="min-w-56 flex-1"
          >
            <Select id={`${id}-${index}-p`} {...form.register(`bundle.${index}.product_id`)}>
              <option value="">{t('pricing.common.choose')}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-${index}-q`} label={t('pricing.promotions.fields.quantity')} className="w-28">
            <Input
              id={`${id}-${index}-q`}
              type="number"
              min={1}
              max={99}
              {...form.register(`bundle.${index}.quantity`)}
            />
          </Field>
          <Button
            size="icon"
            variant="ghost"
            className="mt-6"
            aria-label={t('pricing.common.remove')}
            onClick={() => items.remove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      )}
      <Button
        variant="outline"
        className="self-start"
        onClick={() => items.append({ product_id: '', quantity: 1 })}
      >
        <Plus aria-hidden="true" />
        {t('pricing.promotions.fields.addBundleItem')}
      </Button>
    </fieldset>
  );
}
