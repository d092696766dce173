import {
  type CustomerSlipInput,
  customerSlipLayout,
  KITCHEN_CHANNEL,
  type KitchenTicketInput,
  kitchenTicketLayout,
  type PrintBlock,
  type SessionReportInput,
  sessionReportLayout,
  testPageLayout,
} from '@kiosk/domain';
import type { ReceiptTokens } from '../../auth/receipt-tokens.js';
import type { PrinterStatus } from '../../db/schema.js';
import { publishEvent } from '../../realtime/realtime-bus.js';
import type { Repositories } from '../../repositories/index.js';
import type { PrinterRow, PrintJobRow } from '../../repositories/printing.repository.js';
import { encodeBlocks } from './escpos.js';
import { type SendOptions, type SendResult, sendToPrinter } from './printer-connection.js';

export interface PrintWorkerOptions extends SendOptions {
  /** This worker's name in `claimed_by` (instance and process). */
  workerId: string;
  /** How long a claim holds; a job still 'sending' after it is sent again, as a reprint. */
  leaseMs: number;
  /** Wait before the n-th retry of a job (the last one repeats). */
  retryDelaysMs: number[];
  /** At most this many printers served at once per round. */
  batch: number;
  /** The digital receipt's absolute link for a paid order (a customer slip's QR), if one can be made. */
  receiptUrl?: ((orderId: string) => string | null) | undefined;
  /** The outlet's IANA time zone (session reports print local times). */
  timeZone?: string | undefined;
}

export const DEFAULT_PRINT_WORKER_OPTIONS: Omit<PrintWorkerOptions, 'workerId'> = {
  leaseMs: 30_000,
  connectTimeoutMs: 2_000,
  answerTimeoutMs: 3_000,
  retryDelaysMs: [1_000, 2_000, 5_000, 10_000, 30_000],
  batch: 8,
};

/**
 * A slip's QR: the digital receipt page's absolute link, signed now (RECEIPT_BASE_URL + /receipt/<token>);
 * without a public origin no link a phone could open can be made, and the slip prints no QR.
 */
export function slipReceiptUrl(
  tokens: Pick<ReceiptTokens, 'sign'>,
  baseUrl: string | undefined,
): ((orderId: string) => string | null) | undefined {
  if (!baseUrl) return undefined;
  return (orderId) => `${baseUrl}/receipt/${tokens.sign(orderId).token}`;
}

type Send = (
  address: { host: string; port: number },
  bytes: Uint8Array,
  options: SendOptions,
) => Promise<SendResult>;

/** The blocks a job prints on this printer (rendered at send time, for the printer it goes to). */
function jobBlocks(job: PrintJobRow, printer: PrinterRow, options: PrintWorkerOptions): PrintBlock[] {
  if (job.kind === 'kitchen_ticket') {
    return kitchenTicketLayout(job.payload as unknown as KitchenTicketInput, printer.columns, {
      reprint: job.reprint,
    });
  }
  if (job.kind === 'customer_slip') {
    const slip = job.payload as unknown as CustomerSlipInput;
    return customerSlipLayout(slip, printer.columns, {
      reprint: job.reprint,
      receiptUrl: options.receiptUrl?.(slip.order_id) ?? null,
    });
  }
  if (job.kind === 'session_report') {
    const report = job.payload as unknown as SessionReportInput;
    return sessionReportLayout(report, printer.columns, options.timeZone ?? 'Europe/Istanbul');
  }
  if (job.kind === 'test_page')
    return testPageLayout({ name: printer.name, codePage: printer.code_page }, printer.columns);
  throw new Error(`no layout for ${job.kind}`);
}

/**
 * Sends print jobs to the printers (issue 35). Each round claims the head job of every printer
 * with work due (a lease, see PrintingRepository.claim), sends them side by side (one printer's
 * jobs one after the other, in order), and marks each printed only when the printer took it; a
 * printer off, unreachable or out of paper leaves its job queued with a growing wait. The job is a
 * row written with its event, so nothing here ever slows a payment.
 */
export class PrintWorker {
  constructor(
    private readonly repos: Repositories,
    private readonly options: PrintWorkerOptions,
    private readonly log: { warn(obj: unknown, msg?: string): void },
    private readonly send: Send = sendToPrinter,
  ) {}

  /** Runs rounds until no job is due; returns how many jobs printed. */
  async run(): Promise<number> {
    let printed = 0;
    for (let round = 0; round < 100; round += 1) {
      const jobs = await this.repos.printing.claim(
        this.options.workerId,
        this.options.leaseMs,
        this.options.batch,
      );
      if (jobs.length === 0) break;
      const results = await Promise.all(jobs.map((job) => this.process(job)));
      printed += results.filter(Boolean).length;
    }
    return printed;
  }

  private async process(job: PrintJobRow): Promise<boolean> {
    const { printing } = this.repos;
    const printer = await printing.printer(job.printer_id);
    if (!printer) {
      await printing.markRetry(job.id, this.options.workerId, 'printer deleted', this.delay(job), false);
      return false;
    }
    let bytes: Uint8Array;
    try {
      bytes = encodeBlocks(jobBlocks(job, printer, this.options), printer);
    } catch (error) {
      await printing.markFailed(job.id, this.options.workerId, String(error));
      return false;
    }
    const result = await this.send(printer, bytes, this.options);
    await this.noteStatus(printer, result.status, result.outcome === 'printed' ? null : result.error);
    if (result.outcome === 'printed') return printing.markPrinted(job.id, this.options.workerId);
    await printing.markRetry(
      job.id,
      this.options.workerId,
      result.error,
      this.delay(job),
      result.outcome === 'unsure',
    );
    return false;
  }

  private delay(job: PrintJobRow): number {
    const delays = this.options.retryDelaysMs;
    return delays[Math.min(job.attempts - 1, delays.length - 1)] ?? 1_000;
  }

  /** Stores the printer's status; a change is announced on the kitchen channel (till and kitchen display). */
  private async noteStatus(printer: PrinterRow, status: PrinterStatus, error: string | null): Promise<void> {
    try {
      await this.repos.transaction(async (repos) => {
        await repos.printing.setStatus(printer.id, status, error);
        if (printer.status === status) return;
        await publishEvent(repos.db, {
          channel: KITCHEN_CHANNEL,
          event: 'printer_status',
          table: 'printers',
          payload: { printer_id: printer.id, name: printer.name, status, error },
        });
      });
    } catch (err) {
      this.log.warn({ err, printer: printer.id }, 'printer status could not be stored');
    }
  }
}
