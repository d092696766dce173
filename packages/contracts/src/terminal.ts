import { z } from 'zod';

/**
 * The card terminal's local JSON-over-HTTP protocol (a Pavo-style Turkish ÖKC on the LAN,
 * POST http://<ip>:4567/<Operation>), as DOMAIN-NOTES.md describes it. Shared by the terminal
 * simulator (tools/terminal-simulator) and the server's REST driver.
 */
export const TERMINAL_DEFAULT_PORT = 4567;

export const TERMINAL_OPERATIONS = [
  'Pairing',
  'GetDeviceInfo',
  'CompleteSale',
  'GetSaleResult',
  'CancelSale',
  'AbortCurrentPayment',
  'StartPayment',
  'RefundSale',
] as const;

/** Identifies one request: sequence numbers must keep increasing per paired client. */
export const transactionHandleSchema = z.object({
  SerialNumber: z.string().min(1).max(64),
  /** Local time, yyyy-MM-ddTHH:mm:ss.ffffff */
  TransactionDate: z.string().min(1).max(40),
  TransactionSequence: z.number().int().min(1),
  Fingerprint: z.string().min(1).max(200),
});
export type TransactionHandle = z.infer<typeof transactionHandleSchema>;

export const pairingRequestSchema = z.object({ SerialNumber: z.string(), Fingerprint: z.string() });

export const saleLineSchema = z.object({
  Name: z.string().max(200),
  Quantity: z.number().positive(),
  /** VAT-inclusive unit price in minor units. */
  UnitPriceMinor: z.number().int().min(0),
  UnitCode: z.string().max(10),
  TaxGroupCode: z.string().max(20),
  VatRate: z.number().min(0).max(100),
});

/**
 * A payment line of a sale. `PrePaid` lines were collected before this document (a card part
 * charged with StartPayment, whose SaleNumber is the `Reference`, or cash already in the drawer):
 * the terminal records them on the fiscal document but charges only the CARD lines that are not
 * pre-paid. CASH lines are never charged (the cashier took the money).
 */
export const salePaymentLineSchema = z.object({
  Mediator: z.enum(['CARD', 'CASH']),
  AmountMinor: z.number().int().min(1),
  PrePaid: z.boolean().optional(),
  Reference: z.string().max(64).optional(),
});

export const saleRequestSchema = z.object({
  TransactionHandle: transactionHandleSchema,
  Sale: z.object({
    OrderNo: z.string().max(64),
    DocumentType: z.enum(['RECEIPT', 'INVOICE', 'E_ARCHIVE']).default('RECEIPT'),
    /** Minor units (kuruş). */
    GrossPriceMinor: z.number().int().min(0),
    TotalPriceMinor: z.number().int().min(1),
    CurrencyCode: z.string().length(3).default('TRY'),
    Lines: z.array(saleLineSchema).min(1).max(500),
    Payments: z.array(salePaymentLineSchema).min(1),
    CardReadTimeoutSeconds: z.number().int().min(10).max(300).default(180),
    ReceiptOptions: z
      .object({
        WidthMm: z.union([z.literal(58), z.literal(80)]).default(80),
        CustomerCopy: z.boolean().default(true),
        MerchantCopy: z.boolean().default(true),
      })
      .default({ WidthMm: 80, CustomerCopy: true, MerchantCopy: true }),
    CustomerParty: z
      .object({
        FirstName: z.string(),
        LastName: z.string(),
        TaxNumber: z.string(),
        Email: z.string().optional(),
        Address: z.string().optional(),
      })
      .optional(),
  }),
});
export type SaleRequest = z.infer<typeof saleRequestSchema>;

/** Asks for the result of the sale started with `SaleHandle` (allowed while the device is busy). */
export const saleResultRequestSchema = z.object({
  TransactionHandle: transactionHandleSchema,
  SaleHandle: transactionHandleSchema,
});

/** Status of a sale: read it, do not trust HasError alone (an abandoned sale may have HasError false). */
export const SALE_STATUSES = [
  'Completed',
  'InProgress',
  'Failed',
  'Cancelled',
  'Abandoned',
  'NotFound',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** Card-side failure codes (the spec's card terminal error list). */
export const TERMINAL_ERROR_CODES = [
  'DECLINED_BY_BANK',
  'CARD_READ_ERROR',
  'CANCELLED_BY_CUSTOMER',
  'TIMED_OUT',
  'DEVICE_CONNECTION_ERROR',
  'BANK_COMMUNICATION_ERROR',
  'INVALID_TRANSACTION',
  'UNKNOWN',
] as const;
export type TerminalErrorCode = (typeof TERMINAL_ERROR_CODES)[number];

/** Protocol-level error codes. */
export const PROTOCOL_ERROR_CODES = [
  'SEQUENCE_ERROR',
  'DEVICE_BUSY',
  'NOT_PAIRED',
  'WRONG_SERIAL',
  'BAD_REQUEST',
  'IN_PROGRESS',
] as const;

export const cardDetailsSchema = z.object({
  Brand: z.string(),
  MaskedNumber: z.string(),
  CardType: z.enum(['CREDIT', 'DEBIT', 'PREPAID']),
  AuthorizationCode: z.string(),
  BatchNumber: z.string(),
  Acquirer: z.string(),
  ResponseCode: z.string(),
});

export const financialDocumentSchema = z.object({
  DocumentType: z.string(),
  InvoiceNumber: z.string(),
  DocumentNumber: z.string(),
  SerialNumber: z.string(),
  Date: z.string(),
});

export const saleResultSchema = z.object({
  Status: z.enum(SALE_STATUSES),
  SaleNumber: z.string().nullable(),
  SaleInquiryLink: z.string().nullable(),
  TerminalId: z.string(),
  MerchantId: z.string(),
  AmountMinor: z.number().int(),
  /** The sale's currency (ISO 4217), echoed by the terminal; checked against the sale asked for. */
  CurrencyCode: z.string().length(3).optional(),
  FinancialDocuments: z.array(financialDocumentSchema),
  Payments: z.array(
    z.object({
      Mediator: z.enum(['CARD', 'CASH']),
      AmountMinor: z.number().int(),
      CardDetails: cardDetailsSchema.nullable(),
    }),
  ),
  /** Base64 PNG receipt images. */
  Receipts: z.object({ CustomerPng: z.string().nullable(), MerchantPng: z.string().nullable() }),
  ErrorCode: z.enum(TERMINAL_ERROR_CODES).nullable(),
  ErrorMessage: z.string().nullable(),
});
export type SaleResult = z.infer<typeof saleResultSchema>;

/**
 * StartPayment: a card charge without a fiscal document (one part of a split payment; the order's
 * document is issued by the CompleteSale of its last part, listing this one as PrePaid). Answered
 * like a sale (a SaleResult with Payments and no FinancialDocuments); a lost answer is settled with
 * GetSaleResult on the same handle.
 */
export const startPaymentRequestSchema = z.object({
  TransactionHandle: transactionHandleSchema,
  Payment: z.object({
    OrderNo: z.string().max(64),
    AmountMinor: z.number().int().min(1),
    CurrencyCode: z.string().length(3).default('TRY'),
    CardReadTimeoutSeconds: z.number().int().min(10).max(300).default(180),
  }),
});
export type StartPaymentRequest = z.infer<typeof startPaymentRequestSchema>;

/**
 * Reversing a completed sale or payment (identified by the handle it was started with):
 * CancelSale voids it on the same business day (the whole amount, the fiscal document is
 * cancelled); RefundSale returns part or all of it on any later day (a return document for the
 * refunded lines). Both are idempotent per TransactionHandle: asking again with the same handle
 * answers the same result and never reverses twice.
 */
export const cancelSaleRequestSchema = z.object({
  TransactionHandle: transactionHandleSchema,
  /** The sale to cancel; without it, the running sale is aborted (AbortCurrentPayment). */
  SaleHandle: transactionHandleSchema.optional(),
});
export const refundSaleRequestSchema = z.object({
  TransactionHandle: transactionHandleSchema,
  SaleHandle: transactionHandleSchema,
  /**
   * At most what is left of the original's card charge (its CARD lines that were not pre-paid)
   * after earlier refunds; cash and pre-paid parts are given back by their own means.
   */
  AmountMinor: z.number().int().min(1),
  /** The returned lines, for the return document (empty for a payment-only part). */
  Lines: z.array(saleLineSchema).max(500).default([]),
  Reason: z.string().max(500).optional(),
});
export type RefundSaleRequest = z.infer<typeof refundSaleRequestSchema>;

export const REVERSAL_STATUSES = ['Completed', 'Failed'] as const;
export const reversalResultSchema = z.object({
  Status: z.enum(REVERSAL_STATUSES),
  Kind: z.enum(['VOID', 'REFUND']),
  /** The SaleNumber of the sale or payment reversed. */
  OriginalSaleNumber: z.string().nullable(),
  ReversalNumber: z.string().nullable(),
  AmountMinor: z.number().int(),
  FinancialDocuments: z.array(financialDocumentSchema),
  ErrorCode: z.enum(TERMINAL_ERROR_CODES).nullable(),
  ErrorMessage: z.string().nullable(),
});
export type ReversalResult = z.infer<typeof reversalResultSchema>;

export const deviceInfoSchema = z.object({
  SerialNumber: z.string(),
  TerminalId: z.string(),
  MerchantId: z.string(),
  Version: z.string(),
  Model: z.string(),
  Acquirer: z.string(),
  Busy: z.boolean(),
});

/** Every answer of the terminal. */
export const terminalEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    HasError: z.boolean(),
    ErrorCode: z.string().nullable(),
    Message: z.string().nullable(),
    Errors: z.array(z.string()),
    TransactionHandle: transactionHandleSchema.nullable(),
    Data: data.nullable(),
  });

/** Test environment of the simulator: the outcome of the next sale and a delay. */
export const SIMULATOR_OUTCOMES = [
  'approve',
  'declined',
  'card_read_error',
  'cancelled',
  'timed_out',
  'device_connection_error',
  'bank_communication_error',
  'invalid_transaction',
  'no_answer',
] as const;
export type SimulatorOutcome = (typeof SIMULATOR_OUTCOMES)[number];

export const simulatorNextSchema = z.object({
  outcome: z.enum(SIMULATOR_OUTCOMES),
  delayMs: z.number().int().min(0).max(600_000).default(1500),
});

/** CLOUD mode: the device keeps a WebSocket to the server; these are its messages. */
export const cloudServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sale'), attemptId: z.string(), request: saleRequestSchema }),
  z.object({ type: z.literal('query'), attemptId: z.string(), saleHandle: transactionHandleSchema }),
  z.object({ type: z.literal('abort'), attemptId: z.string() }),
  /** A card part without a fiscal document (StartPayment); answered with 'result'. */
  z.object({ type: z.literal('payment'), attemptId: z.string(), request: startPaymentRequestSchema }),
  /** Void (CancelSale with a SaleHandle) or refund (RefundSale); answered with 'reversal'. */
  z.object({ type: z.literal('void'), attemptId: z.string(), request: cancelSaleRequestSchema }),
  z.object({ type: z.literal('refund'), attemptId: z.string(), request: refundSaleRequestSchema }),
]);
export const cloudDeviceMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), serialNumber: z.string(), fingerprint: z.string() }),
  z.object({ type: z.literal('result'), attemptId: z.string(), result: saleResultSchema }),
  z.object({ type: z.literal('reversal'), attemptId: z.string(), result: reversalResultSchema }),
]);
export const CLOUD_DEVICE_PATH = '/api/pos/cloud/v1';
