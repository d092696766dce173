import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import {
  SETUP_FORM_DEFAULTS,
  serverFieldIssues,
  setupFormSchema,
  stepOfField,
  timeZoneChoices,
} from './setup-form';

describe('setup form', () => {
  it('starts in Europe/Istanbul and TRY, and lists that time zone first', () => {
    expect(SETUP_FORM_DEFAULTS).toMatchObject({ time_zone: 'Europe/Istanbul', currency: 'TL' });
    expect(timeZoneChoices()[0]).toBe('Europe/Istanbul');
  });

  it("puts the domain's keys on the fields, and finds each field's step", () => {
    const result = setupFormSchema.safeParse({ ...SETUP_FORM_DEFAULTS, email: 'x', tax_number: '12' });
    const issues = result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message]);
    expect(issues).toContainEqual(['email', 'emailInvalid']);
    expect(issues).toContainEqual(['tax_number', 'taxNumberInvalid']);
    expect(stepOfField('tax_number')).toBe('business');
    expect(stepOfField('currency')).toBe('outlet');
  });

  it("reads the server's field answers (with or without the body. prefix), ignoring others", () => {
    const error = new ApiError({
      code: 'validation_failed',
      status: 400,
      message: 'x',
      details: [
        { field: 'tax_number', key: 'taxNumberChecksum' },
        { field: 'body.email', key: 'emailInvalid' },
        { field: 'token', key: 'whatever' },
      ],
    });
    expect(serverFieldIssues(error)).toEqual([
      { field: 'tax_number', key: 'taxNumberChecksum' },
      { field: 'email', key: 'emailInvalid' },
    ]);
    expect(serverFieldIssues(new Error('x'))).toEqual([]);
  });
});
