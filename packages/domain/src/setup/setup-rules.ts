/**
 * First-run setup (issue 30): what the wizard and the server check before the first super admin,
 * business and store are made. Each problem is a field and a key; the texts are in packages/i18n
 * (`setup.errors.<key>`, the password and tax number keys under `fleet.errors`).
 */

import { checkNewPassword, type PasswordProblem } from '../auth/password-policy.js';
import { checkOptionalPhone, checkTaxNumber } from '../fleet/fleet-rules.js';

export const SETUP_DEFAULT_TIME_ZONE = 'Europe/Istanbul';
/** The outlet currencies the setup offers (the settings' codes; TL is ISO 4217 TRY). */
export const SETUP_CURRENCIES = ['TL', 'EUR', 'USD', 'GBP'] as const;
export type SetupCurrency = (typeof SETUP_CURRENCIES)[number];
export const SETUP_DEFAULT_CURRENCY: SetupCurrency = 'TL';

export interface SetupInput {
  email: string;
  password: string;
  display_name: string;
  business_name: string;
  tax_office: string;
  tax_number: string;
  store_name: string;
  phone: string;
  province: string;
  district: string;
  address: string;
  time_zone: string;
  currency: string;
}

export type SetupField = keyof SetupInput;

export type SetupMessageKey =
  | PasswordProblem
  | 'emailRequired'
  | 'emailInvalid'
  | 'businessNameRequired'
  | 'taxOfficeRequired'
  | 'taxNumberRequired'
  | 'taxNumberInvalid'
  | 'taxNumberChecksum'
  | 'storeNameRequired'
  | 'phoneInvalid'
  | 'provinceRequired'
  | 'districtRequired'
  | 'addressRequired'
  | 'timeZoneInvalid'
  | 'currencyInvalid';

export interface SetupIssue {
  field: SetupField;
  key: SetupMessageKey;
}

/** The wizard's steps and the fields each one asks for. */
export const SETUP_STEP_FIELDS = {
  account: ['display_name', 'email', 'password'],
  business: [
    'business_name',
    'tax_office',
    'tax_number',
    'store_name',
    'phone',
    'province',
    'district',
    'address',
  ],
  outlet: ['time_zone', 'currency'],
} as const satisfies Record<string, readonly SetupField[]>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An IANA time zone name the runtime knows (Europe/Istanbul). */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function required(value: string, key: SetupMessageKey): SetupMessageKey | undefined {
  return value.trim() ? undefined : key;
}

/** Every problem of a setup, in the wizard's field order (trimmed values are checked). */
export function setupIssues(input: SetupInput): SetupIssue[] {
  const email = input.email.trim();
  const checks: Array<[SetupField, SetupMessageKey | undefined]> = [
    ['email', email ? (EMAIL.test(email) ? undefined : 'emailInvalid') : 'emailRequired'],
    ['password', checkNewPassword(input.password)],
    ['business_name', required(input.business_name, 'businessNameRequired')],
    ['tax_office', required(input.tax_office, 'taxOfficeRequired')],
    [
      'tax_number',
      required(input.tax_number, 'taxNumberRequired') ??
        (checkTaxNumber(input.tax_number) as SetupMessageKey | undefined),
    ],
    ['store_name', required(input.store_name, 'storeNameRequired')],
    ['phone', checkOptionalPhone(input.phone.trim()) as SetupMessageKey | undefined],
    ['province', required(input.province, 'provinceRequired')],
    ['district', required(input.district, 'districtRequired')],
    ['address', required(input.address, 'addressRequired')],
    ['time_zone', isIanaTimeZone(input.time_zone.trim()) ? undefined : 'timeZoneInvalid'],
    [
      'currency',
      (SETUP_CURRENCIES as readonly string[]).includes(input.currency) ? undefined : 'currencyInvalid',
    ],
  ];
  return checks.flatMap(([field, key]) => (key ? [{ field, key }] : []));
}
