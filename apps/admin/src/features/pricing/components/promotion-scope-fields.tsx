import { ORDER_CHANNEL_VALUES } from '@kiosk/contracts';
import { Field, Input } from '@kiosk/ui';
import { useId } from 'react';
import { get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../api/get-pricing-choices';
import { errorText } from '../utils/error-text';
import type { OrderChannel } from '../utils/promotion-form';
import { CheckboxGroup } from './checkbox-group';
import type { PromotionForm } from './promotion-form-types';
import { TimeWindowsEditor } from './time-windows-editor';

/** Where and when a promotion holds: channels, stores, dates, weekdays and hours. */
export function PromotionScopeFields({ form, stores }: { form: PromotionForm; stores: Choice[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, watch, setValue, formState } = form;
  const err = (name: string) =>
    errorText(t, (get(formState.errors, name) as { message?: string } | undefined)?.message);
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <div className="grid gap-4 md:grid-cols-2">
        <CheckboxGroup
          legend={t('pricing.promotions.fields.channels')}
          items={ORDER_CHANNEL_VALUES.map((c) => ({ id: c, name: t(`pricing.channels.${c}`) }))}
          selected={watch('channels')}
          onChange={(ids) => setValue('channels', ids as OrderChannel[], { shouldDirty: true })}
          error={err('channels')}
          testId="promotion-channels"
        />
        <CheckboxGroup
          legend={t('pricing.promotions.fields.stores')}
          hint={t('pricing.promotions.fields.storesHint')}
          items={stores}
          selected={watch('store_ids')}
          onChange={(ids) => setValue('store_ids', ids, { shouldDirty: true })}
          testId="promotion-stores"
        />
      </div>
      <div className="flex flex-wrap gap-4">
        <Field
          id={`${id}-from`}
          label={t('pricing.promotions.fields.validFrom')}
          error={err('valid_from')}
          className="w-48"
        >
          <Input id={`${id}-from`} type="date" {...register('valid_from')} />
        </Field>
        <Field
          id={`${id}-until`}
          label={t('pricing.promotions.fields.validUntil')}
          error={err('valid_until')}
          className="w-48"
        >
          <Input id={`${id}-until`} type="date" invalid={!!err('valid_until')} {...register('valid_until')} />
        </Field>
      </div>
      <div>
        <h3 className="font-medium text-sm">{t('pricing.promotions.fields.times')}</h3>
        <TimeWindowsEditor
          rows={watch('times')}
          onChange={(rows) => setValue('times', rows, { shouldDirty: true })}
          errorOf={(index, field) => err(`times.${index}.${field}`)}
          emptyText={t('pricing.promotions.fields.timesHint')}
        />
      </div>
    </section>
  );
}
