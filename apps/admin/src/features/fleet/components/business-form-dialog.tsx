import { zodResolver } from '@hookform/resolvers/zod';
import type { Business } from '@kiosk/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField, OutletTextField, PhoneField, TaxNumberField } from '../../../components/outlet-fields';
import {
  BUSINESS_FORM_FIELDS,
  type BusinessFormValues,
  businessFormSchema,
  businessFormValues,
  businessRequestValues,
} from '../../../lib/outlet-form';
import { useSaveBusiness } from '../api/save-business';
import { FleetFormDialog, fleetFieldError, fleetSaveCallbacks } from './fleet-form-dialog';

/** New / edit business. `business` undefined: closed; null: new. */
export function BusinessFormDialog({
  business,
  onClose,
}: {
  business: Business | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBusiness();
  const { register, handleSubmit, reset, formState, setError, watch, setValue } = useForm<BusinessFormValues>(
    {
      resolver: zodResolver(businessFormSchema),
    },
  );
  useEffect(() => {
    if (business !== undefined) reset(businessFormValues(business));
  }, [business, reset]);
  const creating = business === null;
  const err = fleetFieldError(formState.errors, t);
  const submit = handleSubmit((v) => {
    save.mutate(
      { id: business?.id, values: businessRequestValues(v) },
      fleetSaveCallbacks({
        t,
        setError,
        fields: BUSINESS_FORM_FIELDS,
        saved: t(creating ? 'fleet.business.businessCreated' : 'fleet.business.businessUpdated'),
        failed: t(creating ? 'fleet.business.businessCreateError' : 'fleet.business.businessUpdateError'),
        onClose,
      }),
    );
  });
  return (
    <FleetFormDialog
      open={business !== undefined}
      title={t(creating ? 'fleet.business.newBusiness' : 'fleet.business.editBusiness')}
      formId="business-form"
      pending={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      active={{ checked: watch('is_active') ?? true, onCheckedChange: (c) => setValue('is_active', c) }}
    >
      <OutletTextField
        id="business-name"
        label={t('fleet.business.name')}
        required
        error={err('name')}
        className="sm:col-span-2"
        registration={register('name')}
      />
      <TaxNumberField
        id="business-tax"
        label={t('fleet.business.taxNumber')}
        hint={t('fleet.business.taxNumberHint')}
        error={err('tax_number')}
        registration={register('tax_number')}
      />
      <PhoneField
        id="business-phone"
        label={t('fleet.business.phone')}
        error={err('phone')}
        registration={register('phone')}
      />
      <EmailField
        id="business-email"
        label={t('fleet.business.email')}
        error={err('email')}
        className="sm:col-span-2"
        registration={register('email')}
      />
      <OutletTextField
        id="business-address"
        label={t('fleet.business.address')}
        className="sm:col-span-2"
        registration={register('address')}
      />
    </FleetFormDialog>
  );
}
