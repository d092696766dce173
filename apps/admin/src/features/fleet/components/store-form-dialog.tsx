import { zodResolver } from '@hookform/resolvers/zod';
import type { Business, Store } from '@kiosk/contracts';
import { checkOptionalPhone } from '@kiosk/domain';
import { Field, Input, Select } from '@kiosk/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSaveStore } from '../api/save-store';
import { activeChoices } from '../utils/active-choices';
import { FleetFormDialog, fleetFieldError, fleetSaveCallbacks } from './fleet-form-dialog';

const schema = z
  .object({
    name: z.string(),
    business_id: z.string(),
    address: z.string(),
    phone: z.string(),
    is_active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.name.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: 'storeNameRequired' });
    if (!v.business_id)
      ctx.addIssue({ code: 'custom', path: ['business_id'], message: 'storeBusinessRequired' });
    const phone = checkOptionalPhone(v.phone.trim());
    if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
  });
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'business_id', 'address', 'phone'] as const;

/** New / edit store. `store` undefined: closed; null: new (optionally in a preselected business). */
export function StoreFormDialog({
  store,
  businesses,
  defaultBusinessId,
  onClose,
}: {
  store: Store | null | undefined;
  businesses: Business[];
  defaultBusinessId?: string | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveStore();
  const { register, handleSubmit, reset, formState, setError, watch, setValue } = useForm<Values>({
    resolver: zodResolver(schema),
  });
  useEffect(() => {
    if (store !== undefined)
      reset({
        name: store?.name ?? '',
        business_id: store?.business_id ?? defaultBusinessId ?? '',
        address: store?.address ?? '',
        phone: store?.phone ?? '',
        is_active: store?.is_active ?? true,
      });
  }, [store, defaultBusinessId, reset]);
  const creating = store === null;
  const err = fleetFieldError(formState.errors, t);
  const submit = handleSubmit((v) => {
    save.mutate(
      {
        id: store?.id,
        values: {
          name: v.name.trim(),
          business_id: v.business_id,
          address: v.address.trim() || null,
          phone: v.phone.trim() || null,
          is_active: v.is_active,
        },
      },
      fleetSaveCallbacks({
        t,
        setError,
        fields: FIELDS,
        saved: t(creating ? 'fleet.business.storeCreated' : 'fleet.business.storeUpdated'),
        failed: t(creating ? 'fleet.business.storeCreateError' : 'fleet.business.storeUpdateError'),
        onClose,
      }),
    );
  });
  return (
    <FleetFormDialog
      open={store !== undefined}
      title={t(creating ? 'fleet.business.newStore' : 'fleet.business.editStore')}
      formId="store-form"
      pending={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      active={{ checked: watch('is_active') ?? true, onCheckedChange: (c) => setValue('is_active', c) }}
    >
      <Field
        id="store-name"
        label={t('fleet.business.storeName')}
        required
        error={err('name')}
        className="sm:col-span-2"
      >
        <Input id="store-name" invalid={!!err('name')} {...register('name')} />
      </Field>
      <Field
        id="store-business"
        label={t('fleet.business.business')}
        required
        error={err('business_id')}
        className="sm:col-span-2"
      >
        <Select id="store-business" invalid={!!err('business_id')} {...register('business_id')}>
          <option value="">{t('fleet.kioskForm.chooseBusiness')}</option>
          {activeChoices(businesses, store?.business_id).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="store-phone" label={t('fleet.business.phone')} error={err('phone')}>
        <Input id="store-phone" type="tel" invalid={!!err('phone')} {...register('phone')} />
      </Field>
      <Field id="store-address" label={t('fleet.business.address')}>
        <Input id="store-address" {...register('address')} />
      </Field>
    </FleetFormDialog>
  );
}
