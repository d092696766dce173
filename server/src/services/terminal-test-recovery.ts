import type { TerminalTestSaleOutcome, TransactionHandle } from '@kiosk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TerminalDriver } from '../payments/terminal-driver.js';
import { isSequenceError, type TerminalSession, targetOf } from '../payments/terminal-session.js';
import type { TillTerminalRow } from '../repositories/pos-device-rows.js';
import type { TerminalTestSaleRepository } from '../repositories/terminal-test-sale.repository.js';

/** A stored test sale that recovery took over (sent and unanswered, approved, or voiding). */
export type TestSaleRow = Awaited<ReturnType<TerminalTestSaleRepository['claimStale']>>[number];

/** What recovering one test sale works with. */
export interface RecoveryContext {
  row: TestSaleRow;
  terminal: TillTerminalRow;
  driver: TerminalDriver;
  session: TerminalSession;
  sales: TerminalTestSaleRepository;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Finishes a test sale whose request died: an unanswered one is asked for by its handle (declined:
 * stored so; approved: then voided), an approved one voided, a voiding one asked again with its
 * void's handle. The outcome and the audit message when a step was made (null: nothing to tell,
 * asked again on a later run).
 */
export async function recoverTestSale(
  ctx: RecoveryContext,
): Promise<{ outcome: TerminalTestSaleOutcome; message: string } | null> {
  const { row } = ctx;
  const outcome: TerminalTestSaleOutcome = {
    amount_minor: row.amount_minor,
    status: row.status === 'sent' ? 'unknown' : 'approved',
    sale_number: row.sale_number,
    error_code: null,
    error_message: null,
    voided: false,
    void_number: null,
    forced_outcome: null,
  };
  const paired = await ctx.driver.pair(targetOf(ctx.terminal));
  if (paired.kind !== 'ok') return null; // out of reach: asked again on a later run
  if (row.status === 'sent') {
    const settled = await settleSent(ctx, outcome);
    if (settled !== 'approved') return settled;
  }
  return voidRecovered(ctx, outcome);
}

/** An unanswered sale's result by its handle: declined (told), approved (to void), or still unknown (null). */
async function settleSent(
  ctx: RecoveryContext,
  outcome: TerminalTestSaleOutcome,
): Promise<'approved' | { outcome: TerminalTestSaleOutcome; message: string } | null> {
  const { row, driver, session, sales } = ctx;
  const target = targetOf(ctx.terminal);
  const saleHandle = row.sale_handle as unknown as TransactionHandle;
  const asked = await session.request((handle) => driver.result(target, handle, saleHandle));
  if (asked.kind !== 'result' || asked.result.Status === 'InProgress') return null;
  if (asked.result.Status !== 'Completed') {
    if (!(await sales.transition(row.id, 'sent', 'declined'))) return null;
    outcome.status = 'declined';
    outcome.error_code = asked.result.ErrorCode;
    return { outcome, message: 'After a restart: the test sale was not approved' };
  }
  if (!(await sales.transition(row.id, 'sent', 'approved', { sale_number: asked.result.SaleNumber }))) {
    return null;
  }
  outcome.status = 'approved';
  outcome.sale_number = asked.result.SaleNumber;
  return 'approved';
}

/** Voids an approved sale (its void's handle stored first; a refused sequence asked once more with a later one). */
async function voidRecovered(
  ctx: RecoveryContext,
  outcome: TerminalTestSaleOutcome,
): Promise<{ outcome: TerminalTestSaleOutcome; message: string } | null> {
  const { row, driver, session, sales } = ctx;
  const target = targetOf(ctx.terminal);
  const saleHandle = row.sale_handle as unknown as TransactionHandle;
  // A sale approved just now (its row still says 'sent') has no void handle yet.
  let voidHandle = row.status === 'voiding' ? (row.void_handle as unknown as TransactionHandle | null) : null;
  if (!voidHandle) {
    const fresh = await session.handle();
    if (!(await sales.transition(row.id, 'approved', 'voiding', { void_handle: fresh }))) return null;
    voidHandle = fresh;
  }
  const voidOf = (handle: TransactionHandle) =>
    driver.reverse(target, { kind: 'void', request: { TransactionHandle: handle, SaleHandle: saleHandle } });
  let reversal = await voidOf(voidHandle);
  if (reversal.kind === 'protocol_error' && isSequenceError(reversal)) {
    // The terminal saw a later sequence: this handle was never taken, nothing was voided.
    const next = await session.handleAfter(reversal);
    if (!(await sales.replaceVoidHandle(row.id, voidHandle, next))) return null;
    reversal = await voidOf(next);
  }
  if (reversal.kind !== 'reversal') return null; // no answer: asked again with the same handle later
  const voided = reversal.result.Status === 'Completed';
  const stored = await sales.transition(row.id, 'voiding', voided ? 'voided' : 'void_failed', {
    void_number: reversal.result.ReversalNumber,
  });
  if (!stored) return null;
  outcome.voided = voided;
  outcome.void_number = reversal.result.ReversalNumber;
  const why = reversal.result.ErrorMessage ?? 'refused';
  const sale = outcome.sale_number ?? '-';
  if (!voided) {
    ctx.log?.warn(
      { posDeviceId: ctx.terminal.id, saleNumber: outcome.sale_number, why },
      'terminal test sale approved before a restart could not be voided',
    );
  }
  return {
    outcome,
    message: voided
      ? `After a restart: the approved test sale (sale ${sale}) was voided`
      : `After a restart: the approved test sale (sale ${sale}) could not be voided (${why}): void it on the terminal`,
  };
}
