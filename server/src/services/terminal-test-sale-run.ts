import type { SaleRequest, SaleResult, TerminalTestSaleOutcome, TransactionHandle } from '@kiosk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DriverOutcome, ReversalOutcome, TerminalDriver } from '../payments/terminal-driver.js';
import { type TerminalSession, targetOf } from '../payments/terminal-session.js';
import { collectTrace } from '../payments/terminal-trace.js';
import type { TillTerminalRow } from '../repositories/pos-device-rows.js';
import type { TerminalTestSaleRepository } from '../repositories/terminal-test-sale.repository.js';
import { connectionMessage, formatTl, type Said, said } from './terminal-test-messages.js';

export const CARD_READ_SECONDS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a test sale ended for the cashier: whether all went well, and what the screen says. */
export interface Told {
  ok: boolean;
  said: Said;
}

/** Who ran a test sale (the audit log's actor). */
export type Actor = { userId: string | null; email: string | null };

/**
 * One test sale at the terminal, step by step: sent (written with its handle before the terminal
 * is asked), its result asked for by handle while unknown, then voided at once when approved. Each
 * step moves the stored test sale (a compare-and-set), so recovery can finish what a dead request
 * left; `outcome` is what the screen and the audit log show.
 */
export class TestSaleRun {
  readonly recorder = collectTrace();
  readonly outcome: TerminalTestSaleOutcome;
  private readonly options = { trace: this.recorder.trace };
  private saleId: string | undefined;

  constructor(
    private readonly ctx: {
      terminal: TillTerminalRow;
      driver: TerminalDriver;
      session: TerminalSession;
      sales: TerminalTestSaleRepository;
      actor: Actor;
      amountMinor: number;
      forced: string | null;
      /** Test sales whose request runs in this process (recovery leaves them alone). */
      running: Set<string>;
      log?: FastifyBaseLogger | undefined;
    },
  ) {
    this.outcome = {
      amount_minor: ctx.amountMinor,
      status: 'unknown',
      sale_number: null,
      error_code: null,
      error_message: null,
      voided: false,
      void_number: null,
      forced_outcome: ctx.forced,
    };
  }

  private get target() {
    return targetOf(this.ctx.terminal);
  }

  /** The request is over: recovery may take the test sale from now on. */
  release(): void {
    if (this.saleId) this.ctx.running.delete(this.saleId);
  }

  /** Pairs with the terminal; what the screen says when it could not. */
  async pair(): Promise<Said | null> {
    const paired = await this.ctx.driver.pair(this.target, this.options);
    return paired.kind === 'ok' ? null : connectionMessage(paired);
  }

  /**
   * Sends the sale (once more with a later handle if the terminal refused the sequence), written
   * with its handle before the terminal is asked, so recovery finds it should this request die.
   */
  async send(timeoutMs: number): Promise<{ answer: DriverOutcome; saleId: string; sold: TransactionHandle }> {
    const { driver, sales, terminal, actor, amountMinor } = this.ctx;
    let sold: TransactionHandle | undefined;
    let answer: DriverOutcome;
    try {
      answer = await this.ctx.session.request(async (handle) => {
        sold = handle;
        if (!this.saleId) {
          this.saleId = await sales.create({
            pos_device_id: terminal.id,
            driver: driver.mode,
            amount_minor: amountMinor,
            sale_handle: handle,
            actor_user_id: actor.userId,
            actor_email: actor.email,
          });
          this.ctx.running.add(this.saleId);
        } else if (!(await sales.replaceSaleHandle(this.saleId, handle))) {
          throw new Error('test sale taken over while it was sent');
        }
        return driver.sale(this.target, testSale(handle, amountMinor), timeoutMs, this.options);
      });
    } catch (error) {
      this.release();
      throw error;
    }
    const saleId = this.saleId as string;
    if (!sold) throw new Error('no handle');
    return { answer, saleId, sold };
  }

  /** No answer: the sale may have gone through. Asks for its result by handle until it is known (or `settleMs`). */
  async settle(answer: DriverOutcome, sold: TransactionHandle, settleMs: number): Promise<DriverOutcome> {
    const { driver, session } = this.ctx;
    const settleBy = Date.now() + settleMs;
    let known = answer;
    while (
      (known.kind === 'unknown' || (known.kind === 'result' && known.result.Status === 'InProgress')) &&
      Date.now() < settleBy
    ) {
      await sleep(1_000);
      const asked = await session.request((handle) => driver.result(this.target, handle, sold, this.options));
      if (asked.kind === 'result' && asked.result.Status === 'NotFound') {
        // It never reached the terminal: nothing was charged.
        return {
          kind: 'not_connected',
          code: 'saleNeverReached',
          message: 'The test sale never reached the POS device',
        };
      }
      if (asked.kind !== 'protocol_error' && asked.kind !== 'not_connected') known = asked;
    }
    return known;
  }

  /** A sale without an approval: declined (stored so), or left open for recovery when still unknown. */
  async notApproved(saleId: string, answer: DriverOutcome): Promise<Told> {
    const { sales } = this.ctx;
    const { outcome } = this;
    if (answer.kind === 'not_connected') {
      await sales.transition(saleId, 'sent', 'declined');
      outcome.status = 'declined';
      outcome.error_code = 'DEVICE_CONNECTION_ERROR';
      return { ok: false, said: connectionMessage(answer) };
    }
    if (answer.kind === 'protocol_error') {
      await sales.transition(saleId, 'sent', 'declined');
      outcome.status = 'declined';
      outcome.error_code = answer.code;
      outcome.error_message = answer.message;
      const detail = answer.message;
      return {
        ok: false,
        said: said('saleRefused', `The POS device refused the test sale: ${detail}`, { detail }),
      };
    }
    if (answer.kind !== 'result') {
      return {
        ok: false,
        said: said(
          'saleNoAnswer',
          'The POS device did not answer; the test sale may have been charged: check the terminal and void it there',
        ),
      };
    }
    const { result } = answer;
    // Still in progress: left open for recovery, which voids it should it be approved after all.
    if (result.Status !== 'InProgress') await sales.transition(saleId, 'sent', 'declined');
    outcome.status = result.Status === 'InProgress' ? 'unknown' : 'declined';
    outcome.error_code = result.ErrorCode;
    outcome.error_message = result.ErrorMessage;
    const detail = result.ErrorMessage ?? result.Status;
    return {
      ok: false,
      said: said('saleEnded', result.ErrorMessage ?? `The test sale ended ${result.Status}`, { detail }),
    };
  }

  /** An approved sale: stored approved, then voided at once (no money stays on a test). */
  async approved(saleId: string, sold: TransactionHandle, result: SaleResult): Promise<Told> {
    this.outcome.status = 'approved';
    this.outcome.sale_number = result.SaleNumber;
    const sale = result.SaleNumber ?? '-';
    if (!(await this.ctx.sales.transition(saleId, 'sent', 'approved', { sale_number: result.SaleNumber }))) {
      return {
        ok: false,
        said: said('approvedVoidLeft', `Test sale approved (sale ${sale}); its void is left to recovery`, {
          sale,
        }),
      };
    }
    const reversal = await this.voidSale(saleId, sold);
    if (reversal.kind === 'reversal' && reversal.result.Status === 'Completed') {
      this.outcome.voided = true;
      this.outcome.void_number = reversal.result.ReversalNumber;
      const amount = formatTl(this.ctx.amountMinor);
      return {
        ok: true,
        said: said('approvedVoided', `Test sale of ${amount} approved (sale ${sale}) and voided at once`, {
          amount,
          sale,
        }),
      };
    }
    const why =
      reversal.kind === 'reversal'
        ? (reversal.result.ErrorMessage ?? 'refused')
        : `${reversal.kind}: ${reversal.message}`;
    this.ctx.log?.warn(
      { posDeviceId: this.ctx.terminal.id, saleNumber: result.SaleNumber, why },
      'terminal test sale approved but not voided',
    );
    return {
      ok: false,
      said: said(
        'approvedNotVoided',
        `Test sale approved (sale ${sale}) but it could not be voided (${why}): void it on the terminal`,
        { sale, detail: why },
      ),
    };
  }

  /**
   * Gives the money back: voids the sale, its void handle stored first (the same handle asked again
   * if the answer is lost). No answer leaves it `voiding`, asked again with its handle by recovery.
   */
  private async voidSale(saleId: string, sold: TransactionHandle): Promise<ReversalOutcome> {
    const { driver, sales } = this.ctx;
    const voidOf = (handle: TransactionHandle) =>
      driver.reverse(
        this.target,
        { kind: 'void', request: { TransactionHandle: handle, SaleHandle: sold } },
        this.options,
      );
    let voidHandle: TransactionHandle | undefined;
    let reversal: ReversalOutcome = await this.ctx.session.request(async (handle) => {
      const stored = voidHandle
        ? await sales.replaceVoidHandle(saleId, voidHandle, handle)
        : await sales.transition(saleId, 'approved', 'voiding', { void_handle: handle });
      if (!stored) return { kind: 'unknown', message: 'the void was taken over by recovery' };
      voidHandle = handle;
      return voidOf(handle);
    });
    for (let tries = 0; tries < 2 && reversal.kind === 'unknown' && voidHandle; tries += 1) {
      reversal = await voidOf(voidHandle);
    }
    if (reversal.kind === 'reversal') {
      await sales.transition(
        saleId,
        'voiding',
        reversal.result.Status === 'Completed' ? 'voided' : 'void_failed',
        {
          void_number: reversal.result.ReversalNumber,
        },
      );
    }
    return reversal;
  }
}

/** A one-line card sale for the test. */
function testSale(handle: TransactionHandle, amountMinor: number): SaleRequest {
  return {
    TransactionHandle: handle,
    Sale: {
      OrderNo: `TEST-${handle.TransactionSequence}`,
      DocumentType: 'RECEIPT',
      GrossPriceMinor: amountMinor,
      TotalPriceMinor: amountMinor,
      CurrencyCode: 'TRY',
      Lines: [
        {
          Name: 'TERMİNAL TEST SATIŞI',
          Quantity: 1,
          UnitPriceMinor: amountMinor,
          UnitCode: 'C62',
          TaxGroupCode: 'KDV20',
          VatRate: 20,
        },
      ],
      Payments: [{ Mediator: 'CARD', AmountMinor: amountMinor }],
      CardReadTimeoutSeconds: CARD_READ_SECONDS,
      ReceiptOptions: { WidthMm: 80, CustomerCopy: true, MerchantCopy: true },
    },
  };
}
