import {
  type RefundSaleRequest,
  type ReversalResult,
  TERMINAL_ERROR_CODES,
  type TerminalErrorCode,
} from '@kiosk/contracts';
import { ORDERS_CHANNEL } from '@kiosk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { publishEvent } from '../realtime/realtime-bus.js';
import type { Repositories } from '../repositories/index.js';
import type { ReversalContextRow, ReversalRow, TillRepository } from '../repositories/till.repository.js';
import { PAYMENT_MESSAGES, TERMINAL_MESSAGES } from './payment-messages.js';
import type {
  CancelSaleRequest,
  ReversalOutcome,
  ReversalRequest,
  TerminalDriver,
} from './terminal-driver.js';
import { isSequenceError, TerminalSession, targetOf } from './terminal-session.js';

export interface ReversalProcessorDeps {
  repos: Repositories;
  drivers: { REST: TerminalDriver; CLOUD?: TerminalDriver };
  log: FastifyBaseLogger;
}

const isTerminalCode = (code: string | null): code is TerminalErrorCode =>
  code !== null && (TERMINAL_ERROR_CODES as readonly string[]).includes(code);

/** The terminal request a stored reversal makes (written with it, before it was first sent). */
function reversalRequestOf(reversal: ReversalRow): ReversalRequest {
  const request = reversal.request as unknown;
  return reversal.kind === 'void'
    ? { kind: 'void', request: request as CancelSaleRequest }
    : { kind: 'refund', request: request as RefundSaleRequest };
}

/**
 * Settles refunds and voids at the terminal: pending -> sent -> completed | failed, or unknown when
 * the answer was lost. A reversal is stored with its handle and request before the terminal is
 * asked; the terminal's CancelSale / RefundSale are idempotent per handle, so a crash or a lost
 * answer is settled by asking again with the same handle (start-up and periodic recovery), never
 * by a second reversal. Every transition is a compare-and-set.
 */
export class ReversalProcessor {
  private readonly running = new Set<string>();

  constructor(private readonly deps: ReversalProcessorDeps) {}

  private get till(): TillRepository {
    return this.deps.repos.till;
  }

  private driverOf(reversal: ReversalRow): TerminalDriver {
    return (reversal.driver === 'CLOUD' && this.deps.drivers.CLOUD) || this.deps.drivers.REST;
  }

  /** Sends a reversal and settles it; resolves when settled (or left unknown for recovery). */
  async run(id: string): Promise<void> {
    if (this.running.has(id)) return;
    this.running.add(id);
    try {
      const row = await this.till.reversalContext(id);
      if (row) await this.process(row);
    } catch (error) {
      this.deps.log.error({ err: error, reversal: id }, 'reversal processing failed');
    } finally {
      this.running.delete(id);
    }
  }

  /** Settles every open reversal this process is not already running. */
  async recoverOpen(): Promise<void> {
    const open = await this.till.openReversalContexts();
    for (const row of open) {
      if (this.running.has(row.reversal.id)) continue;
      await this.run(row.reversal.id);
    }
  }

  private async process(row: ReversalContextRow): Promise<void> {
    const { reversal, terminal } = row;
    if (!terminal || !reversal.handle || !reversal.request) {
      await this.settle(reversal, 'failed', 'DEVICE_CONNECTION_ERROR', PAYMENT_MESSAGES.no_pos_device);
      return;
    }
    const driver = this.driverOf(reversal);
    const target = targetOf(terminal);
    const paired = await driver.pair(target);
    if (paired.kind === 'not_connected' || paired.kind === 'protocol_error') {
      // Nothing reached the terminal. A reversal that may already have been sent stays open for
      // recovery (asking again with its handle is safe); one never sent fails now.
      if (reversal.status === 'pending') {
        await this.settle(reversal, 'failed', 'DEVICE_CONNECTION_ERROR', PAYMENT_MESSAGES.device_connection);
      }
      return;
    }
    const till = this.till;
    // Asked before (a crash or a lost answer): the terminal may have reversed it already, so a
    // failure to reach it now says nothing; only its answer settles the reversal.
    const askedBefore = reversal.status !== 'pending';
    if (!(await till.markReversalSent(reversal.id))) return;
    let asked = reversalRequestOf(reversal);
    for (let tries = 0; tries < 2; tries += 1) {
      const outcome: ReversalOutcome = await driver.reverse(target, asked);
      if (outcome.kind === 'protocol_error' && isSequenceError(outcome) && tries === 0) {
        // The terminal saw a later sequence: this handle was never taken, nothing was reversed.
        const session = TerminalSession.stored(target, this.deps.repos.posDevice);
        const next = await session.handleAfter(outcome);
        const request = { ...asked.request, TransactionHandle: next };
        if (
          !(await till.replaceReversalHandle(
            reversal.id,
            { ...(reversal.handle as Record<string, unknown>) },
            { handle: { ...next }, request },
          ))
        ) {
          return;
        }
        asked = { kind: asked.kind, request } as ReversalRequest;
        reversal.handle = { ...next } as unknown as ReversalRow['handle'];
        continue;
      }
      await this.apply(reversal, outcome, askedBefore);
      return;
    }
  }

  private async apply(reversal: ReversalRow, outcome: ReversalOutcome, askedBefore: boolean): Promise<void> {
    if (outcome.kind === 'reversal') {
      await this.settleResult(reversal, outcome.result);
      return;
    }
    if (askedBefore) {
      // No answer about it this time: it stays open, to be asked again with the same handle.
      const message = 'message' in outcome ? outcome.message : 'no answer';
      await this.till.settleReversal(reversal.id, 'unknown', {
        error_code: 'UNKNOWN',
        error_message: message,
      });
      return;
    }
    if (outcome.kind === 'not_connected') {
      // Never reached the terminal: nothing was reversed.
      await this.settle(reversal, 'failed', 'DEVICE_CONNECTION_ERROR', PAYMENT_MESSAGES.device_connection);
      return;
    }
    if (outcome.kind === 'protocol_error' && outcome.code !== 'IN_PROGRESS') {
      await this.settle(reversal, 'failed', outcome.code, PAYMENT_MESSAGES.device_communication);
      return;
    }
    // The answer was lost: recovery asks again with the same handle.
    await this.till.settleReversal(reversal.id, 'unknown', {
      error_code: 'UNKNOWN',
      error_message: outcome.message,
    });
  }

  private async settleResult(reversal: ReversalRow, result: ReversalResult): Promise<void> {
    if (result.Status === 'Completed') {
      if (result.AmountMinor !== Number(reversal.amount_minor)) {
        // Not the reversal asked for: an alarm, never recorded as money given back.
        this.deps.log.error(
          { reversal: reversal.id, order: reversal.order_id, amount: result.AmountMinor },
          'terminal reversal refused: its amount does not match the one asked for',
        );
        await this.settle(
          reversal,
          'failed',
          'INVALID_TRANSACTION',
          TERMINAL_MESSAGES.INVALID_TRANSACTION,
          result,
        );
        return;
      }
      await this.settle(reversal, 'completed', null, null, result);
      return;
    }
    const code = isTerminalCode(result.ErrorCode) ? result.ErrorCode : 'UNKNOWN';
    await this.settle(reversal, 'failed', code, result.ErrorMessage ?? TERMINAL_MESSAGES[code], result);
  }

  private async settle(
    reversal: ReversalRow,
    status: 'completed' | 'failed',
    code: string | null,
    message: string | null,
    result?: ReversalResult,
  ): Promise<void> {
    await this.deps.repos.transaction(async (repos) => {
      const settled = await repos.till.settleReversal(reversal.id, status, {
        error_code: code,
        error_message: message,
        result,
      });
      if (!settled) return;
      await publishEvent(repos.db, {
        channel: ORDERS_CHANNEL,
        event: 'UPDATE',
        table: 'orders',
        payload: { id: reversal.order_id, refund_id: reversal.refund_id, refund: status },
      });
    });
  }
}
