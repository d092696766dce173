import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { apiErrorKey, attemptErrorKey, orderProblems } from './payment-messages.js';

describe('payment messages', () => {
  it('maps the terminal’s codes to the spec’s card-terminal messages', () => {
    expect(attemptErrorKey({ step: 'failed', error_code: 'DECLINED_BY_BANK' })).toBe('DECLINED_BY_BANK');
    expect(attemptErrorKey({ step: 'failed', error_code: 'DEVICE_BUSY' })).toBe('communication');
    expect(attemptErrorKey({ step: 'failed', error_code: null })).toBe('payment_failed');
    expect(attemptErrorKey({ step: 'cancelled', error_code: 'CANCELLED_BY_CUSTOMER' })).toBe(
      'CANCELLED_BY_CUSTOMER',
    );
    expect(attemptErrorKey({ step: 'cancelled', error_code: null })).toBe('payment_cancelled');
    expect(attemptErrorKey({ step: 'timed_out', error_code: 'TIMED_OUT' })).toBe('TIMED_OUT');
    expect(attemptErrorKey({ step: 'timed_out', error_code: 'UNKNOWN' })).toBe('payment_timed_out');
  });

  it('maps API failures to the kiosk/POS messages', () => {
    const error = (code: string, status: number) => new ApiError({ code, status, message: code });
    expect(apiErrorKey(error('network_error', 0), 'create')).toBe('network');
    expect(apiErrorKey(error('no_pos_device', 409), 'start')).toBe('no_pos_device');
    expect(apiErrorKey(error('max_retries', 409), 'start')).toBe('max_retries');
    expect(apiErrorKey(error('internal_error', 500), 'create')).toBe('create_failed');
    expect(apiErrorKey(error('unauthorized', 401), 'start')).toBe('auth_required');
    expect(apiErrorKey(new Error('x'), 'start')).toBe('unknown');
  });

  it('reads the lines and customer fields the server refused', () => {
    const lines = new ApiError({
      code: 'validation_failed',
      status: 400,
      message: '',
      details: [
        { field: 'items.1', key: 'product_sold_out', message: 'x' },
        { field: 'items.2', key: 'required_selections', message: 'y' },
      ],
    });
    expect(orderProblems(lines)).toEqual({
      lines: [
        { index: 1, key: 'product_sold_out' },
        { index: 2, key: 'required_selections' },
      ],
      customer: {},
      customerRequired: false,
    });
    const customer = new ApiError({
      code: 'customer_info_required',
      status: 400,
      message: '',
      details: [{ field: 'customer.tcKimlikNo', key: 'tcKimlikNoInvalid' }],
    });
    expect(orderProblems(customer)).toEqual({
      lines: [],
      customer: { tcKimlikNo: 'tcKimlikNoInvalid' },
      customerRequired: true,
    });
    expect(orderProblems(new ApiError({ code: 'internal_error', status: 500, message: '' }))).toBeNull();
  });
});
