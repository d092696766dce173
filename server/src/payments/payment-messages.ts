import type { TerminalErrorCode } from '@kiosk/contracts';

/** The spec's kiosk/POS messages (English; the apps show Turkish by error code). */
export const PAYMENT_MESSAGES = {
  no_pos_device: 'No active POS device linked to this kiosk',
  device_connection: 'Could not connect to POS device',
  device_communication: 'Could not communicate with POS device',
  order_not_found: 'Order not found',
  cannot_retry: 'This order cannot be retried',
  payment_failed: 'Payment failed',
  payment_timed_out: 'Payment timed out. Please try again',
  payment_cancelled: 'Payment cancelled',
  payment_error: 'An error occurred during payment. Please try again',
  max_retries: (max: number) => `Maximum retry attempts reached (${max}). Please request assistance`,
  timeout_cancelled: 'Payment timeout - transaction cancelled',
} as const;

/** The spec's card-terminal error list: what happened and what the customer should do. */
export const TERMINAL_MESSAGES: Record<TerminalErrorCode, string> = {
  DECLINED_BY_BANK: 'The payment was declined by the bank. Please try another card.',
  CARD_READ_ERROR: 'The card could not be read. Please try again.',
  CANCELLED_BY_CUSTOMER: 'The payment was cancelled.',
  TIMED_OUT: 'The payment timed out.',
  DEVICE_CONNECTION_ERROR: 'The payment device could not connect. Please ask staff for help.',
  BANK_COMMUNICATION_ERROR: 'The bank could not be reached. Please try again.',
  INVALID_TRANSACTION: 'Invalid transaction. Please ask staff for help.',
  UNKNOWN: 'An unknown error occurred. Please try again.',
};
