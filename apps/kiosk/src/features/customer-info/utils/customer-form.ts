import {
  CUSTOMER_INFO_FIELDS,
  type CustomerInfo,
  type CustomerInfoIssue,
  type CustomerInfoSetting,
} from '@kiosk/domain';
import type { KeyboardMode } from './keyboard';

export type Field = keyof CustomerInfo;
/** The fields typed on the on-screen keyboard (all but the district, chosen from lists). */
export type TypedField = Exclude<Field, 'district'>;

/** The on-screen keyboard's layout for each typed field. */
export const KEYBOARD_MODES: Record<TypedField, KeyboardMode> = {
  firstName: 'text',
  familyName: 'text',
  tcKimlikNo: 'digits',
  email: 'text',
  phone: 'phone',
  neighborhood: 'text',
  address: 'text',
};

export const isTyped = (field: string): field is TypedField => field in KEYBOARD_MODES;

export const EMPTY_CUSTOMER: CustomerInfo = {
  firstName: '',
  familyName: '',
  tcKimlikNo: '',
  district: '',
  email: '',
  phone: '',
  neighborhood: '',
  address: '',
};

/** What a field keeps of typed text (T.C. Kimlik No: digits only, at most 11). */
export function cleanInput(field: Field, value: string): string {
  return field === 'tcKimlikNo' ? value.replace(/\D/g, '').slice(0, 11) : value;
}

/**
 * The issue key shown at each field: the form's own checks once the customer tried to go on, and
 * the server's field errors (which stay until the field is changed) where the form found none.
 */
export function fieldIssues(
  submitted: boolean,
  localIssues: readonly CustomerInfoIssue[],
  serverIssues: Record<string, string>,
): Map<Field, string> {
  const byField = new Map<Field, string>();
  if (submitted) for (const issue of localIssues) byField.set(issue.field, issue.key);
  for (const field of CUSTOMER_INFO_FIELDS) {
    const key = serverIssues[field];
    if (key !== undefined && !byField.has(field)) byField.set(field, key);
  }
  return byField;
}

/** The server's field errors without the one of a field the customer changed. */
export function withoutIssue(serverIssues: Record<string, string>, field: Field): Record<string, string> {
  if (!serverIssues[field]) return serverIssues;
  const { [field]: _dropped, ...rest } = serverIssues;
  return rest;
}

/** The fields with an issue, in the form's order (the summary names them). */
export function wrongFields(issues: ReadonlyMap<Field, string>): Field[] {
  return CUSTOMER_INFO_FIELDS.filter((field) => issues.has(field));
}

/** The translation key of the notice saying when details are asked (the threshold's operator). */
export function noticeKey(operator: CustomerInfoSetting['operator']): string {
  if (operator === 'equal') return 'customer.noticeEqual';
  if (operator === 'greater') return 'customer.noticeGreater';
  return 'customer.notice';
}
