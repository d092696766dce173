import {
  SETUP_DEFAULT_CURRENCY,
  SETUP_DEFAULT_TIME_ZONE,
  SETUP_STEP_FIELDS,
  type SetupField,
  type SetupInput,
  setupIssues,
} from '@kiosk/domain';
import { isApiError } from '@kiosk/ui';
import { z } from 'zod';

export type SetupStep = keyof typeof SETUP_STEP_FIELDS;
export const SETUP_STEPS = Object.keys(SETUP_STEP_FIELDS) as SetupStep[];

/** The wizard's values: every field a string; the domain's setupIssues decides what is wrong (its key is the message). */
export const setupFormSchema = z
  .object({
    display_name: z.string(),
    email: z.string(),
    password: z.string(),
    business_name: z.string(),
    tax_office: z.string(),
    tax_number: z.string(),
    store_name: z.string(),
    phone: z.string(),
    province: z.string(),
    district: z.string(),
    address: z.string(),
    time_zone: z.string(),
    currency: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const issue of setupIssues(values)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
    }
  });
export type SetupFormValues = SetupInput;

export const SETUP_FORM_DEFAULTS: SetupFormValues = {
  display_name: '',
  email: '',
  password: '',
  business_name: '',
  tax_office: '',
  tax_number: '',
  store_name: '',
  phone: '',
  province: '',
  district: '',
  address: '',
  time_zone: SETUP_DEFAULT_TIME_ZONE,
  currency: SETUP_DEFAULT_CURRENCY,
};

/** The time zones the browser knows, the default first; just the default where the list is missing. */
export function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [SETUP_DEFAULT_TIME_ZONE, ...zones.filter((zone) => zone !== SETUP_DEFAULT_TIME_ZONE)];
}

export function stepOfField(field: SetupField): SetupStep {
  return (
    SETUP_STEPS.find((step) => (SETUP_STEP_FIELDS[step] as readonly string[]).includes(field)) ?? 'account'
  );
}

/** The server's field problems (`details[]` with field and key) on the wizard's fields. */
export function serverFieldIssues(error: unknown): Array<{ field: SetupField; key: string }> {
  if (!isApiError(error) || !Array.isArray(error.details)) return [];
  const fields = Object.keys(SETUP_FORM_DEFAULTS);
  return (error.details as Array<{ field?: string; key?: string }>).flatMap((issue) => {
    const field = issue.field?.replace(/^body\./, '');
    return field && fields.includes(field) && issue.key
      ? [{ field: field as SetupField, key: issue.key }]
      : [];
  });
}
