import { isValidTcKimlikNo } from './tc-kimlik.js';

/** The customer-information form (spec part 1, section 3). */
export interface CustomerInfo {
  firstName: string;
  familyName: string;
  tcKimlikNo: string;
  district: string;
  email?: string | undefined;
  phone?: string | undefined;
  neighborhood?: string | undefined;
  address?: string | undefined;
}

/** The form's fields in the order both forms show them (and their issues are listed in). */
export const CUSTOMER_INFO_FIELDS = [
  'firstName',
  'familyName',
  'tcKimlikNo',
  'district',
  'email',
  'phone',
  'neighborhood',
  'address',
] as const satisfies ReadonlyArray<keyof CustomerInfo>;
/** The fields a customer may leave empty. */
export const OPTIONAL_CUSTOMER_INFO_FIELDS = ['email', 'phone', 'neighborhood', 'address'] as const;

/** The details an order carries: every field trimmed, the optional ones only when filled. */
export function trimCustomerInfo(info: CustomerInfo): CustomerInfo {
  const trimmed: CustomerInfo = {
    firstName: info.firstName.trim(),
    familyName: info.familyName.trim(),
    tcKimlikNo: info.tcKimlikNo.trim(),
    district: info.district.trim(),
  };
  for (const field of OPTIONAL_CUSTOMER_INFO_FIELDS) {
    const value = info[field]?.trim();
    if (value) trimmed[field] = value;
  }
  return trimmed;
}

export type CustomerInfoIssueKey =
  | 'firstNameRequired'
  | 'familyNameRequired'
  | 'tcKimlikNoInvalid'
  | 'tcKimlikNoChecksum'
  | 'districtRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'neighborhoodTooLong'
  | 'addressTooLong';

export interface CustomerInfoIssue {
  field: keyof CustomerInfo;
  key: CustomerInfoIssueKey;
}

export const NEIGHBORHOOD_MAX = 100;
export const ADDRESS_MAX = 500;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Turkish numbers: optional +90 or 0, then 10 digits starting 2-5 (spaces, dashes, brackets allowed). */
const PHONE = /^(?:\+?90|0)?[2-5]\d{9}$/;

export function customerInfoIssues(info: CustomerInfo): CustomerInfoIssue[] {
  const issues: CustomerInfoIssue[] = [];
  if (!info.firstName?.trim()) issues.push({ field: 'firstName', key: 'firstNameRequired' });
  if (!info.familyName?.trim()) issues.push({ field: 'familyName', key: 'familyNameRequired' });
  const tcKimlikNo = info.tcKimlikNo?.trim() ?? '';
  if (!isValidTcKimlikNo(tcKimlikNo))
    issues.push({
      field: 'tcKimlikNo',
      // 11 digits that fail the checksum are not "not 11 digits": say which.
      key: /^[1-9]\d{10}$/.test(tcKimlikNo) ? 'tcKimlikNoChecksum' : 'tcKimlikNoInvalid',
    });
  if (!info.district?.trim()) issues.push({ field: 'district', key: 'districtRequired' });
  if (info.email?.trim() && !EMAIL.test(info.email.trim()))
    issues.push({ field: 'email', key: 'emailInvalid' });
  if (info.phone?.trim() && !PHONE.test(info.phone.replace(/[\s()-]/g, '')))
    issues.push({ field: 'phone', key: 'phoneInvalid' });
  if ((info.neighborhood?.length ?? 0) > NEIGHBORHOOD_MAX)
    issues.push({ field: 'neighborhood', key: 'neighborhoodTooLong' });
  if ((info.address?.length ?? 0) > ADDRESS_MAX) issues.push({ field: 'address', key: 'addressTooLong' });
  return issues;
}

export type ThresholdOperator = 'equal' | 'equal_or_greater' | 'greater';

/** Settings key customer_info_min_amount: amount in major units (TRY). */
export interface CustomerInfoSetting {
  enabled: boolean;
  amount: number;
  operator: ThresholdOperator;
}

export const DEFAULT_CUSTOMER_INFO_SETTING: CustomerInfoSetting = {
  enabled: true,
  amount: 6000,
  operator: 'equal_or_greater',
};

/** Whether a cart total (minor units) needs the customer's details. */
export function customerInfoRequired(totalMinor: number, setting: CustomerInfoSetting): boolean {
  if (!setting.enabled) return false;
  const threshold = Math.round(setting.amount * 100);
  if (setting.operator === 'equal') return totalMinor === threshold;
  if (setting.operator === 'greater') return totalMinor > threshold;
  return totalMinor >= threshold;
}

export interface Province {
  /** Plate code, "01".."81". */
  code: string;
  name: string;
  districts: string[];
}

/** Turkey's provinces and districts, loaded on demand (the data set is large; keep it out of start-up code). */
export function loadProvinces(): Promise<Province[]> {
  return import('./turkey-geography.js').then((module) => module.PROVINCES);
}

/** How a chosen district is stored (the server keeps it as text, ≤ 100 characters): "Kadıköy / İstanbul". */
export const DISTRICT_SEPARATOR = ' / ';

export function formatDistrict(district: string, province: string): string {
  return `${district}${DISTRICT_SEPARATOR}${province}`;
}

/** The stored district text split back into district and province (older values have no province). */
export function parseDistrict(value: string): { district: string; province: string } {
  const at = value.lastIndexOf(DISTRICT_SEPARATOR);
  if (at < 0) return { district: value.trim(), province: '' };
  return {
    district: value.slice(0, at).trim(),
    province: value.slice(at + DISTRICT_SEPARATOR.length).trim(),
  };
}
