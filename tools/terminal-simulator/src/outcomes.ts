import type { SaleStatus, SimulatorOutcome, TerminalErrorCode } from '@kiosk/contracts';

export interface FailureOutcome {
  status: Extract<SaleStatus, 'Failed' | 'Cancelled'>;
  errorCode: TerminalErrorCode;
  /** Turkish first, English in brackets, as the device shows it. */
  message: string;
}

/** What each failing test-environment outcome does to the sale. */
export const FAILURE_OUTCOMES: Record<Exclude<SimulatorOutcome, 'approve' | 'no_answer'>, FailureOutcome> = {
  declined: {
    status: 'Failed',
    errorCode: 'DECLINED_BY_BANK',
    message: 'İşlem bankanız tarafından onaylanmadı (Declined by the bank)',
  },
  card_read_error: {
    status: 'Failed',
    errorCode: 'CARD_READ_ERROR',
    message: 'Kart okunamadı, lütfen tekrar deneyin (Card read error, please try again)',
  },
  cancelled: {
    status: 'Cancelled',
    errorCode: 'CANCELLED_BY_CUSTOMER',
    message: 'İşlem müşteri tarafından iptal edildi (Cancelled by the customer)',
  },
  timed_out: {
    status: 'Failed',
    errorCode: 'TIMED_OUT',
    message: 'İşlem zaman aşımına uğradı (The transaction timed out)',
  },
  device_connection_error: {
    status: 'Failed',
    errorCode: 'DEVICE_CONNECTION_ERROR',
    message: 'Cihaz bağlantı hatası (Device connection error)',
  },
  bank_communication_error: {
    status: 'Failed',
    errorCode: 'BANK_COMMUNICATION_ERROR',
    message: 'Banka ile iletişim kurulamadı (Bank communication error)',
  },
  invalid_transaction: {
    status: 'Failed',
    errorCode: 'INVALID_TRANSACTION',
    message: 'Geçersiz işlem (Invalid transaction)',
  },
};

/** Abort / CancelSale of a running sale. */
export const ABORTED: FailureOutcome = {
  status: 'Cancelled',
  errorCode: 'CANCELLED_BY_CUSTOMER',
  message: 'İşlem iptal edildi (The payment was cancelled)',
};

/** The card-read time-out of the sale request elapsed before the (simulated) customer acted. */
export const CARD_READ_TIMEOUT: FailureOutcome = {
  status: 'Failed',
  errorCode: 'TIMED_OUT',
  message: 'Kart okuma süresi doldu (Card read time-out)',
};

/** Turkish labels (English in brackets) for the test page. */
export const OUTCOME_LABELS: Record<SimulatorOutcome, string> = {
  approve: 'Onayla (Approve)',
  declined: 'Banka reddetti (Declined by bank)',
  card_read_error: 'Kart okuma hatası (Card read error)',
  cancelled: 'Müşteri iptal etti (Cancelled by customer)',
  timed_out: 'Zaman aşımı (Timed out)',
  device_connection_error: 'Cihaz bağlantı hatası (Device connection error)',
  bank_communication_error: 'Banka iletişim hatası (Bank communication error)',
  invalid_transaction: 'Geçersiz işlem (Invalid transaction)',
  no_answer: 'Yanıt yok (No answer)',
};
