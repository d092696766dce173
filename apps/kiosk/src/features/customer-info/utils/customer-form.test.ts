import { customerInfoIssues } from '@kiosk/domain';
import { describe, expect, it } from 'vitest';
import {
  cleanInput,
  EMPTY_CUSTOMER,
  fieldIssues,
  isTyped,
  KEYBOARD_MODES,
  noticeKey,
  withoutIssue,
  wrongFields,
} from './customer-form';

describe('customer form', () => {
  it('types every field but the district, T.C. Kimlik No on the digits layout', () => {
    expect(isTyped('firstName')).toBe(true);
    expect(isTyped('address')).toBe(true);
    expect(isTyped('district')).toBe(false);
    expect(isTyped('province')).toBe(false);
    expect(KEYBOARD_MODES.tcKimlikNo).toBe('digits');
    expect(KEYBOARD_MODES.phone).toBe('phone');
  });

  it('keeps only the digits of a T.C. Kimlik No, at most 11; other fields as typed', () => {
    expect(cleanInput('tcKimlikNo', '1a2 3-45678901234')).toBe('12345678901');
    expect(cleanInput('firstName', ' Ayşe 2 ')).toBe(' Ayşe 2 ');
  });

  it("shows the form's own issues only after a first try, the server's until their field changes", () => {
    const local = customerInfoIssues(EMPTY_CUSTOMER);
    const server = { email: 'emailTaken', firstName: 'tooLong' };
    const before = fieldIssues(false, local, server);
    expect([...before]).toEqual([
      ['firstName', 'tooLong'],
      ['email', 'emailTaken'],
    ]);
    const after = fieldIssues(true, local, server);
    expect(after.get('firstName')).toBe('firstNameRequired');
    expect(after.get('email')).toBe('emailTaken');
    expect(after.get('district')).toBe('districtRequired');
    expect(wrongFields(after)).toEqual(['firstName', 'familyName', 'tcKimlikNo', 'district', 'email']);
    expect(withoutIssue(server, 'email')).toEqual({ firstName: 'tooLong' });
    expect(withoutIssue(server, 'phone')).toBe(server);
  });

  it('words the notice by the threshold operator', () => {
    expect(noticeKey('equal')).toBe('customer.noticeEqual');
    expect(noticeKey('greater')).toBe('customer.noticeGreater');
    expect(noticeKey('equal_or_greater')).toBe('customer.notice');
  });
});
