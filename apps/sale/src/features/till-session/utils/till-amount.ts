import { TILL_AMOUNT_CEILING_MINOR } from '@kiosk/domain';
import { parseMoney } from '../../../lib/money-input';

/**
 * An amount in TL typed in a drawer form (a float or count total, a cash in / out): its kuruş, or
 * the message key of what is wrong (nothing typed; not an amount or above the till's ceiling).
 */
export function readTillAmount(text: string): { minor: number } | { error: string } {
  if (text.trim() === '') return { error: 'sale.tillSession.drawer.amountRequired' };
  const minor = parseMoney(text);
  if (minor === null || minor > TILL_AMOUNT_CEILING_MINOR)
    return { error: 'sale.tillSession.drawer.amountInvalid' };
  return { minor };
}
