import { zodResolver } from '@hookform/resolvers/zod';
import type { Business, Store } from '@kiosk/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutletSelectField, OutletTextField, PhoneField } from '../../../components/outlet-fields';
import {
  STORE_FORM_FIELDS,
  type StoreFormValues,
  storeFormSchema,
  storeFormValues,
  storeRequestValues,
} from '../../../lib/outlet-form';
import { useSaveStore } from '../api/save-store';
import { activeChoices } from '../utils/active-choices';
import { FleetFormDialog, fleetFieldError, fleetSaveCallbacks } from './fleet-form-dialog';

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
  const { register, handleSubmit, reset, formState, setError, watch, setValue } = useForm<StoreFormValues>({
    resolver: zodResolver(storeFormSchema),
  });
  useEffect(() => {
    if (store !== undefined) reset(storeFormValues(store, defaultBusinessId));
  }, [store, defaultBusinessId, reset]);
  const creating = store === null;
  const err = fleetFieldError(formState.errors, t);
  const submit = handleSubmit((v) => {
    save.mutate(
      { id: store?.id, values: storeRequestValues(v) },
      fleetSaveCallbacks({
        t,
        setError,
        fields: STORE_FORM_FIELDS,
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
      <OutletTextField
        id="store-name"
        label={t('fleet.business.storeName')}
        required
        error={err('name')}
        className="sm:col-span-2"
        registration={register('name')}
      />
      <OutletSelectField
        id="store-business"
        label={t('fleet.business.business')}
        required
        error={err('business_id')}
        className="sm:col-span-2"
        registration={register('business_id')}
      >
        <option value="">{t('fleet.kioskForm.chooseBusiness')}</option>
        {activeChoices(businesses, store?.business_id).map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </OutletSelectField>
      <PhoneField
        id="store-phone"
        label={t('fleet.business.phone')}
        error={err('phone')}
        registration={register('phone')}
      />
      <OutletTextField
        id="store-address"
        label={t('fleet.business.address')}
        registration={register('address')}
      />
    </FleetFormDialog>
  );
}
