import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_MAX,
  CUSTOMER_INFO_FIELDS,
  type CustomerInfo,
  type CustomerInfoSetting,
  customerInfoIssues,
  formatDistrict,
  NEIGHBORHOOD_MAX,
  parseDistrict,
  trimCustomerInfo,
} from '@kiosk/domain';
import { Button, describedBy, Field, Input, Select, Textarea, useProvinces } from '@kiosk/ui';
import { AlertCircle, ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormatTl } from '../../../lib/money';

type FieldName = keyof CustomerInfo;
const FIELDS: readonly FieldName[] = CUSTOMER_INFO_FIELDS;

/** The form's values: every field a string; the domain's rules (customerInfoIssues) decide what is wrong. */
const formSchema = z
  .object({
    firstName: z.string(),
    familyName: z.string(),
    tcKimlikNo: z.string(),
    district: z.string(),
    email: z.string(),
    phone: z.string(),
    neighborhood: z.string(),
    address: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const issue of customerInfoIssues(values)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
    }
  });
type FormValues = z.infer<typeof formSchema>;

/**
 * Customer details for a total that meets the customer-info threshold (spec sections 3 and 5):
 * first and family name, T.C. Kimlik No (checksum), district; optional e-mail, phone,
 * neighbourhood (≤ 100) and address (≤ 500). The server's field errors are shown field by field.
 */
export function CustomerDetailsForm({
  setting,
  initial,
  serverIssues,
  onSubmit,
  onCancel,
}: {
  setting: CustomerInfoSetting;
  initial: CustomerInfo | null;
  serverIssues: Record<string, string>;
  onSubmit(info: CustomerInfo): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      firstName: initial?.firstName ?? '',
      familyName: initial?.familyName ?? '',
      tcKimlikNo: initial?.tcKimlikNo ?? '',
      district: initial?.district ?? '',
      email: initial?.email ?? '',
      phone: initial?.phone ?? '',
      neighborhood: initial?.neighborhood ?? '',
      address: initial?.address ?? '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const provinces = useProvinces();
  // the district is stored as "Kadıköy / İstanbul": the province picker narrows the district list
  const [province, setProvince] = useState(() => parseDistrict(initial?.district ?? '').province);
  const districts = provinces?.find((p) => p.name === province)?.districts ?? [];
  const chosenDistrict = form.watch('district');

  // the server's refusals (customer.<field>) are shown on their fields
  useEffect(() => {
    for (const [field, key] of Object.entries(serverIssues)) {
      if (FIELDS.includes(field as FieldName))
        form.setError(field as FieldPath<FormValues>, { message: key });
    }
  }, [serverIssues, form]);

  const errorText = (field: FieldName) => {
    const key = errors[field]?.message;
    return key ? t(`customer.errors.${key}`, { defaultValue: t('customer.errors.invalid') }) : undefined;
  };
  const wrong = FIELDS.filter((field) => errors[field]);
  const amount = formatTl(Math.round(setting.amount * 100));
  const notice =
    setting.operator === 'equal'
      ? t('customer.noticeEqual', { amount })
      : setting.operator === 'greater'
        ? t('customer.noticeGreater', { amount })
        : t('customer.notice', { amount });
  const neighborhood = form.watch('neighborhood');
  const address = form.watch('address');

  const input = (
    field: FieldName,
    extra: {
      required?: boolean;
      hint?: string;
      inputMode?: 'numeric' | 'email' | 'tel';
      maxLength?: number;
      autoFocus?: boolean;
    } = {},
  ) => {
    const id = `customer-${field}`;
    const error = errorText(field);
    return (
      <Field
        id={id}
        label={
          <>
            {t(`customer.${field}`)}
            {!extra.required && (
              <span className="ml-1 font-normal text-ink-muted">({t('customer.optional')})</span>
            )}
          </>
        }
        required={extra.required ?? false}
        hint={extra.hint}
        error={error}
      >
        <Input
          id={id}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, extra.hint)}
          inputMode={extra.inputMode}
          maxLength={extra.maxLength}
          autoFocus={extra.autoFocus}
          autoComplete="off"
          data-testid={id}
          {...form.register(field)}
        />
      </Field>
    );
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(trimCustomerInfo(values)))}
      className="flex flex-col gap-5"
      aria-labelledby="customer-details-title"
    >
      <p
        id="customer-details-title"
        className="rounded-xl bg-primary-50 px-4 py-3 text-secondary-900 text-sm ring-1 ring-primary-200"
      >
        {notice}
      </p>
      {isSubmitted && wrong.length > 0 && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
          data-testid="customer-errors"
        >
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          <p>
            {t('customer.fixFields', { fields: wrong.map((field) => t(`customer.${field}`)).join(', ') })}
          </p>
        </div>
      )}
      {!isSubmitted && Object.keys(serverIssues).length > 0 && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
          data-testid="customer-server-errors"
        >
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          <p>{t('customer.serverRejected')}</p>
        </div>
      )}
      <div className="grid grid-cols-1 gap-x-5 gap-y-4 md:grid-cols-3">
        {input('firstName', { required: true, autoFocus: true })}
        {input('familyName', { required: true })}
        {input('tcKimlikNo', {
          required: true,
          inputMode: 'numeric',
          maxLength: 11,
          hint: t('customer.tcKimlikNoHint'),
        })}
        <Field
          id="customer-province"
          label={t('customer.province')}
          required
          error={errors.district && !province ? t('customer.errors.provinceRequired') : undefined}
        >
          <Select
            id="customer-province"
            invalid={Boolean(errors.district && !province)}
            data-testid="customer-province"
            value={province}
            disabled={!provinces}
            onChange={(event) => {
              setProvince(event.target.value);
              form.setValue('district', '', { shouldValidate: isSubmitted });
            }}
          >
            <option value="">{provinces ? t('customer.chooseProvince') : t('customer.loadingPlaces')}</option>
            {provinces?.map((p) => (
              <option key={p.code} value={p.name}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="customer-district"
          label={t('customer.district')}
          required
          error={errors.district && province ? errorText('district') : undefined}
        >
          <Select
            id="customer-district"
            invalid={Boolean(errors.district && province)}
            aria-describedby={describedBy('customer-district', errors.district)}
            data-testid="customer-district"
            disabled={!province}
            {...form.register('district')}
          >
            <option value="">
              {province ? t('customer.chooseDistrict') : t('customer.chooseProvinceFirst')}
            </option>
            {/* an older stored value without its province stays choosable */}
            {chosenDistrict && !parseDistrict(chosenDistrict).province && (
              <option value={chosenDistrict}>{chosenDistrict}</option>
            )}
            {districts.map((district) => (
              <option key={district} value={formatDistrict(district, province)}>
                {district}
              </option>
            ))}
          </Select>
        </Field>
        {input('email', { inputMode: 'email' })}
        {input('phone', { inputMode: 'tel', hint: t('customer.phoneHint') })}
        {input('neighborhood', {
          hint: t('customer.characters', { count: neighborhood.length, max: NEIGHBORHOOD_MAX }),
        })}
        <Field
          id="customer-address"
          className="md:col-span-2"
          label={
            <>
              {t('customer.address')}
              <span className="ml-1 font-normal text-ink-muted">({t('customer.optional')})</span>
            </>
          }
          hint={t('customer.characters', { count: address.length, max: ADDRESS_MAX })}
          error={errorText('address')}
        >
          <Textarea
            id="customer-address"
            rows={2}
            invalid={Boolean(errors.address)}
            aria-describedby={describedBy('customer-address', errors.address, true)}
            data-testid="customer-address"
            {...form.register('address')}
          />
        </Field>
      </div>
      <div className="flex justify-end gap-3 border-line border-t pt-4">
        <Button variant="outline" size="lg" onClick={onCancel}>
          {t('sale.checkout.customer.back')}
        </Button>
        <Button type="submit" size="lg" data-testid="customer-submit">
          {t('sale.checkout.customer.continue')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
