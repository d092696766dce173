import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOMER_INFO_FIELDS, type CustomerInfo, customerInfoIssues, parseDistrict } from '@kiosk/domain';
import { useProvinces } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

export type FieldName = keyof CustomerInfo;
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
export type CustomerFormValues = z.infer<typeof formSchema>;

/**
 * The customer details form's state: the values (from the remembered details), the province the
 * district list is narrowed by, the server's refusals put on their fields, and each field's error text.
 */
export function useCustomerDetailsForm(initial: CustomerInfo | null, serverIssues: Record<string, string>) {
  const { t } = useTranslation();
  const form = useForm<CustomerFormValues>({
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
  const { errors } = form.formState;
  const provinces = useProvinces();
  // the district is stored as "Kadıköy / İstanbul": the province picker narrows the district list
  const [province, setProvince] = useState(() => parseDistrict(initial?.district ?? '').province);
  const districts = provinces?.find((p) => p.name === province)?.districts ?? [];

  // the server's refusals (customer.<field>) are shown on their fields
  useEffect(() => {
    for (const [field, key] of Object.entries(serverIssues)) {
      if (FIELDS.includes(field as FieldName))
        form.setError(field as FieldPath<CustomerFormValues>, { message: key });
    }
  }, [serverIssues, form]);

  const errorText = (field: FieldName) => {
    const key = errors[field]?.message;
    return key ? t(`customer.errors.${key}`, { defaultValue: t('customer.errors.invalid') }) : undefined;
  };
  return {
    form,
    errors,
    errorText,
    wrong: FIELDS.filter((field) => errors[field]),
    provinces,
    province,
    setProvince,
    districts,
  };
}

export type CustomerDetailsFormState = ReturnType<typeof useCustomerDetailsForm>;
