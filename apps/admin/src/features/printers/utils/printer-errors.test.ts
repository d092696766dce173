import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import { printerIssues } from './printer-errors';

describe('printer errors', () => {
  it("gives the server's rule with its field", () => {
    const error = new ApiError({
      code: 'validation_failed',
      status: 400,
      message: 'x',
      details: [{ field: 'columns', key: 'printerColumns', message: '58 mm ...' }],
    });
    expect(printerIssues(error)).toEqual({
      issues: [{ field: 'columns', key: 'printerColumns' }],
      message: undefined,
    });
  });

  it("falls back to the server's message, and to generic offline or on a server error", () => {
    const notFound = new ApiError({ code: 'not_found', status: 404, message: 'Printer not found' });
    expect(printerIssues(notFound).message).toBe('Printer not found');
    const offline = new ApiError({ code: 'network', status: 0, message: 'offline' });
    expect(printerIssues(offline)).toEqual({
      issues: [{ field: undefined, key: 'generic' }],
      message: undefined,
    });
    expect(printerIssues(new Error('boom')).issues[0]?.key).toBe('generic');
  });
});
