import { zodResolver } from '@hookform/resolvers/zod';
import type { Business } from '@kiosk/contracts';
import { checkOptionalEmail, checkOptionalPhone, checkTaxNumber } from '@kiosk/domain';
import { Field, Input } from '@kiosk/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSaveBusiness } from '../api/save-business';
import { FleetFormDialog, fleetFieldError, fleetSaveCallbacks } from './fleet-form-dialog';

const schema = z
  .object({
    name: z.string(),
    tax_number: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    is_active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.name.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: 'businessNameRequired' });
    const email = checkOptionalEmail(v.email.trim());
    if (email) ctx.addIssue({ code: 'custom', path: ['email'], message: email });
    const tax = checkTaxNumber(v.tax_number);
    if (tax) ctx.addIssue({ code: 'custom', path: ['tax_number'], message: tax });
    const phone = checkOptionalPhone(v.phone.trim());
    if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
  });
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'tax_number', 'address', 'phone', 'email'] as const;

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
  const { register, handleSubmit, reset, formState, setError, watch, setValue } = useForm<Values>({
    resolver: zodResolver(schema),
  });
  useEffect(() => {
    if (business !== undefined)
      reset({
        name: business?.name ?? '',
        tax_number: business?.tax_number ?? '',
        address: business?.address ?? '',
        phone: business?.phone ?? '',
        email: business?.email ?? '',
        is_active: business?.is_active ?? true,
      });
  }, [business, reset]);
  const creating = business === null;
  const err = fleetFieldError(formState.errors, t);
  const submit = handleSubmit((v) => {
    save.mutate(
      {
        id: business?.id,
        values: {
          name: v.name.trim(),
          tax_number: v.tax_number.trim() || null,
          address: v.address.trim() || null,
          phone: v.phone.trim() || null,
          email: v.email.trim() || null,
          is_active: v.is_active,
        },
      },
      fleetSaveCallbacks({
        t,
        setError,
        fields: FIELDS,
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
      <Field
        id="business-name"
        label={t('fleet.business.name')}
        required
        error={err('name')}
        className="sm:col-span-2"
      >
        <Input id="business-name" invalid={!!err('name')} {...register('name')} />
      </Field>
      <Field
        id="business-tax"
        label={t('fleet.business.taxNumber')}
        hint={t('fleet.business.taxNumberHint')}
        error={err('tax_number')}
      >
        <Input
          id="business-tax"
          inputMode="numeric"
          invalid={!!err('tax_number')}
          {...register('tax_number')}
        />
      </Field>
      <Field id="business-phone" label={t('fleet.business.phone')} error={err('phone')}>
        <Input id="business-phone" type="tel" invalid={!!err('phone')} {...register('phone')} />
      </Field>
      <Field
        id="business-email"
        label={t('fleet.business.email')}
        error={err('email')}
        className="sm:col-span-2"
      >
        <Input id="business-email" type="email" invalid={!!err('email')} {...register('email')} />
      </Field>
      <Field id="business-address" label={t('fleet.business.address')} className="sm:col-span-2">
        <Input id="business-address" {...register('address')} />
      </Field>
    </FleetFormDialog>
  );
}
