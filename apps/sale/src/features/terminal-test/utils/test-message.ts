import type { TerminalExchange, TerminalTestResult } from '@kiosk/contracts';
import type { TFunction } from 'i18next';

/** What a terminal test said, translated by its code (the server's English text when the code is new). */
export function testMessage(
  t: TFunction,
  result: Pick<TerminalTestResult, 'message' | 'message_code' | 'message_params'>,
) {
  return t(`sale.terminalTest.messages.${result.message_code}`, {
    ...result.message_params,
    defaultValue: result.message,
  });
}

/** An exchange's error in the log, translated by its code (CLOUD and older answers: the text as it came). */
export function exchangeError(t: TFunction, exchange: TerminalExchange): string | null {
  if (!exchange.error_code) return exchange.error;
  return t(`sale.terminalTest.messages.${exchange.error_code}`, {
    detail: exchange.error ?? '',
    defaultValue: exchange.error ?? '',
  });
}
