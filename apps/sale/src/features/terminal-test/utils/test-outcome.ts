import type { TerminalTestSaleOutcome } from '@kiosk/contracts';

/** The server's refusals of a terminal test that have their own text (sale.terminalTest.errors.<code>). */
const KNOWN_ERRORS = ['pos_device_not_found', 'pos_device_inactive', 'not_test_environment'];

/** The translation key of a failed test request: the known refusals by name, anything else generic. */
export function testErrorKey(code: string | null): string {
  return code !== null && KNOWN_ERRORS.includes(code)
    ? `sale.terminalTest.errors.${code}`
    : 'sale.terminalTest.errors.generic';
}

/**
 * How a test sale ended: approved and voided is the good end; approved but not voided needs the
 * cashier's attention (amber); declined or unknown failed (red). `titleKey` under sale.terminalTest.sale.
 */
export function saleOutcome(sale: TerminalTestSaleOutcome): {
  titleKey: string;
  good: boolean;
  approved: boolean;
} {
  const approved = sale.status === 'approved';
  const titleKey = approved
    ? sale.voided
      ? 'approvedVoided'
      : 'approvedNotVoided'
    : sale.status === 'declined'
      ? 'declined'
      : 'unknown';
  return { titleKey: `sale.terminalTest.sale.${titleKey}`, good: approved && sale.voided, approved };
}
