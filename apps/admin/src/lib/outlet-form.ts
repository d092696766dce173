import type { Business, Store } from '@kiosk/contracts';
import { checkOptionalEmail, checkOptionalPhone, checkTaxNumber } from '@kiosk/domain';
import { z } from 'zod';

/**
 * The business and store forms' rules, on the same domain checks the setup wizard's business step
 * uses (checkTaxNumber, checkOptionalPhone, the name keys businessNameRequired / storeNameRequired);
 * each rule's message is the key translated under `fleet.errors`.
 */
export const businessFormSchema = z
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
export type BusinessFormValues = z.infer<typeof businessFormSchema>;
export const BUSINESS_FORM_FIELDS = ['name', 'tax_number', 'address', 'phone', 'email'] as const;

export const storeFormSchema = z
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
export type StoreFormValues = z.infer<typeof storeFormSchema>;
export const STORE_FORM_FIELDS = ['name', 'business_id', 'address', 'phone'] as const;

/** The business form's values when it opens: the business's, or empty and active for a new one. */
export function businessFormValues(business: Business | null): BusinessFormValues {
  return {
    name: business?.name ?? '',
    tax_number: business?.tax_number ?? '',
    address: business?.address ?? '',
    phone: business?.phone ?? '',
    email: business?.email ?? '',
    is_active: business?.is_active ?? true,
  };
}

/** What a business save sends: trimmed text, empty optional values as null. */
export function businessRequestValues(v: BusinessFormValues) {
  return {
    name: v.name.trim(),
    tax_number: v.tax_number.trim() || null,
    address: v.address.trim() || null,
    phone: v.phone.trim() || null,
    email: v.email.trim() || null,
    is_active: v.is_active,
  };
}

/** The store form's values when it opens: the store's, or empty in the preselected business. */
export function storeFormValues(store: Store | null, defaultBusinessId?: string | null): StoreFormValues {
  return {
    name: store?.name ?? '',
    business_id: store?.business_id ?? defaultBusinessId ?? '',
    address: store?.address ?? '',
    phone: store?.phone ?? '',
    is_active: store?.is_active ?? true,
  };
}

/** What a store save sends: trimmed text, empty optional values as null. */
export function storeRequestValues(v: StoreFormValues) {
  return {
    name: v.name.trim(),
    business_id: v.business_id,
    address: v.address.trim() || null,
    phone: v.phone.trim() || null,
    is_active: v.is_active,
  };
}
