import { TERMINAL_TEST_MESSAGE_CODES, type TerminalTestMessageCode } from '@kiosk/contracts';

/** An amount as the test screen and the audit log write it (12,50 TL). */
export const formatTl = (minor: number) =>
  `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')} TL`;

const isMessageCode = (code: string | undefined): code is TerminalTestMessageCode =>
  (TERMINAL_TEST_MESSAGE_CODES as readonly (string | undefined)[]).includes(code);

/** A message of the test screen: its English text (audit log, API) and the code the till translates. */
export type Said = { message: string; message_code: string; message_params: Record<string, string> };

export function said(
  code: TerminalTestMessageCode,
  message: string,
  params: Record<string, string> = {},
): Said {
  return { message, message_code: code, message_params: params };
}

/**
 * Why the terminal could not be asked: the driver's code when it gave one (addressNotAllowed,
 * notATerminal, notAccessible, ...), never another service's answer.
 */
export function connectionMessage(outcome: { kind: string; message?: string; code?: string }): Said {
  if (outcome.kind === 'not_connected')
    return said(
      isMessageCode(outcome.code) ? outcome.code : 'notAccessible',
      outcome.message ?? 'Could not connect to POS device',
    );
  if (outcome.kind === 'unknown')
    return said(
      outcome.code === 'notATerminal' ? 'notATerminal' : 'noAnswer',
      outcome.code === 'notATerminal' ? (outcome.message ?? '') : 'Could not communicate with POS device',
    );
  const detail = outcome.message ?? outcome.code ?? 'refused';
  return said('connectionFailed', `Connection failed: ${detail}`, { detail });
}
