import type { TerminalTestSaleOutcome } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { saleOutcome, testErrorKey } from './test-outcome';

const sale = (status: TerminalTestSaleOutcome['status'], voided: boolean): TerminalTestSaleOutcome => ({
  amount_minor: 100,
  status,
  sale_number: null,
  error_code: null,
  error_message: null,
  voided,
  void_number: null,
  forced_outcome: null,
});

describe('the terminal test', () => {
  it('names the known refusals and calls anything else generic', () => {
    expect(testErrorKey('pos_device_inactive')).toBe('sale.terminalTest.errors.pos_device_inactive');
    expect(testErrorKey('rate_limited')).toBe('sale.terminalTest.errors.generic');
    expect(testErrorKey(null)).toBe('sale.terminalTest.errors.generic');
  });

  it('calls a test sale good only when it was approved and voided', () => {
    expect(saleOutcome(sale('approved', true))).toEqual({
      titleKey: 'sale.terminalTest.sale.approvedVoided',
      good: true,
      approved: true,
    });
    expect(saleOutcome(sale('approved', false))).toEqual({
      titleKey: 'sale.terminalTest.sale.approvedNotVoided',
      good: false,
      approved: true,
    });
    expect(saleOutcome(sale('declined', false)).titleKey).toBe('sale.terminalTest.sale.declined');
    expect(saleOutcome(sale('unknown', false))).toMatchObject({ good: false, approved: false });
  });
});
