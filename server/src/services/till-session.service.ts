import type {
  CloseTillSession,
  HandoverTillSession,
  ListTillSessions,
  OpenTillSession,
  TillCashier,
  TillCashMovementInput,
  TillSession,
  TillSessionReport,
} from '@kiosk/contracts';
import {
  closeDifference,
  countProblems,
  countTotal,
  type DenominationCount,
  expectedCash,
  mayTakeOut,
  type Principal,
  reasonAllows,
  reasonNeedsNote,
} from '@kiosk/domain';
import { AppError, errors } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { sessionError, tillSessionSettings } from './till-session-guard.js';
import { presentHandover, presentMovement, presentSession } from './till-session-present.js';
import { activeTillTerminal } from './till-terminal.js';

const REASON_TEXT = {
  cash_added: 'Kasaya para ekleme',
  bank_deposit: 'Banka yatırma',
  supplier_payment: 'Tedarikçi ödemesi',
  other: 'Diğer',
} as const;

const userOf = (p: Principal) => (p.kind === 'user' ? p.userId : null);
const emailOf = (p: Principal) => (p.kind === 'user' ? p.email : null);

/** A count by denomination or a plain total, checked field by field (400 validation_failed). */
function counted(count: DenominationCount | undefined, total: number | undefined, totalField: string) {
  if (count !== undefined) {
    const problems = countProblems(count);
    if (problems.length > 0) {
      throw errors.validation(
        problems.map((p) => ({
          field: p.field,
          key: `sale.tillSession.count.${p.code}`,
          message:
            p.code === 'unknown_denomination'
              ? 'Not a Turkish note or coin (kuruş: 20000, 10000, 5000, 2000, 1000, 500, 100, 50, 25, 10, 5)'
              : p.code === 'invalid_quantity'
                ? 'A quantity must be a whole number, 0 or more'
                : 'The count is above the ceiling',
        })),
      );
    }
    return { totalMinor: countTotal(count), count };
  }
  if (total === undefined) throw errors.validation([{ field: totalField, message: 'Required' }]);
  return { totalMinor: total, count: null };
}

/**
 * Till sessions (issue 32): open with a float, cash in / out, hand over, a blind close (a
 * compare-and-set), the X and close reports, the back office's list. Every change and its audit
 * entry are written in one transaction.
 */
export class TillSessionService {
  constructor(private readonly repos: Repositories) {}

  private async get(id: string, repos: Repositories = this.repos): Promise<TillSession> {
    const row = await repos.tillSession.session(id);
    if (!row) throw new AppError('till_session_not_found', 404, 'Till session not found');
    return presentSession(row);
  }

  /** The till's open session (null: none) and whether cash needs one. */
  async current(posDeviceId: string) {
    const [row, settings] = await Promise.all([
      this.repos.tillSession.openOf(posDeviceId),
      tillSessionSettings(this.repos),
    ]);
    return { session: row ? presentSession(row) : null, sessions_required: settings.required };
  }

  /** The active staff accounts the open session may be handed to. */
  async cashiers(): Promise<TillCashier[]> {
    const rows = await this.repos.tillSession.cashiers();
    return rows.flatMap(({ role, ...user }) =>
      role === 'cashier' || role === 'admin' || role === 'super_admin' ? [{ ...user, role }] : [],
    );
  }

  /** Opens the till's session with its float (409 till_session_open when one is open already). */
  async open(principal: Principal, input: OpenTillSession): Promise<TillSession> {
    const float = counted(input.count, input.float_minor, 'float_minor');
    const id = await this.repos.transaction(async (repos) => {
      await activeTillTerminal(repos, input.pos_device_id);
      // a part starting meanwhile waits for this open (and is taken in the session), or was seen
      await repos.tillSession.lockTill(input.pos_device_id, 'update');
      if (await repos.tillSession.runningPart(input.pos_device_id)) throw sessionError('payment_in_progress');
      const made = await repos.tillSession.open({
        pos_device_id: input.pos_device_id,
        float_minor: float.totalMinor,
        float_count: float.count,
        user_id: userOf(principal),
      });
      if (!made) throw sessionError('till_session_open');
      await this.audit(repos, principal, 'till_session.opened', made, `float ${float.totalMinor}`, {
        float_minor: float.totalMinor,
      });
      return made;
    });
    return this.get(id);
  }

  /** Locks an open session for a change (404, or 409 till_session_closed). */
  private async lockOpen(repos: Repositories, id: string) {
    const session = await repos.tillSession.lockById(id);
    if (!session) throw new AppError('till_session_not_found', 404, 'Till session not found');
    if (session.status !== 'open') throw sessionError('till_session_closed');
    return session;
  }

  private async expected(repos: Repositories, id: string, floatMinor: number | string): Promise<number> {
    return expectedCash({ floatMinor: Number(floatMinor), ...(await repos.tillSession.drawer(id)) });
  }

  /** Cash in or out with its reason; never more out than the drawer should hold (409 cash_out_exceeds_drawer). */
  async move(principal: Principal, id: string, input: TillCashMovementInput): Promise<TillSessionDetail> {
    if (!reasonAllows(input.reason, input.direction)) {
      throw errors.validation([
        { field: 'reason', message: `${input.reason} cannot move cash ${input.direction}` },
      ]);
    }
    const note = input.note?.trim() || null;
    if (reasonNeedsNote(input.reason) && !note) {
      throw errors.validation([
        { field: 'note', key: 'sale.tillSession.noteRequired', message: 'A note is required with "Diğer"' },
      ]);
    }
    await this.repos.transaction(async (repos) => {
      const session = await this.lockOpen(repos, id);
      if (input.direction === 'out') {
        const drawer = await this.expected(repos, id, session.float_minor);
        if (!mayTakeOut(drawer, input.amount_minor)) {
          throw new AppError('cash_out_exceeds_drawer', 409, 'The drawer should not hold that much cash', {
            field: 'amount_minor',
            expected_minor: drawer,
          });
        }
      }
      const made = await repos.tillSession.addMovement({
        till_session_id: id,
        direction: input.direction,
        reason: input.reason,
        amount_minor: input.amount_minor,
        note,
        created_by_user_id: userOf(principal),
      });
      await this.audit(
        repos,
        principal,
        `till_session.cash_${input.direction}`,
        id,
        REASON_TEXT[input.reason],
        {
          movement_id: made.id,
          amount_minor: input.amount_minor,
          reason: input.reason,
        },
      );
    });
    return this.detail(id);
  }

  /** Hands the open session to another cashier with a count (a note above the threshold). */
  async handover(principal: Principal, id: string, input: HandoverTillSession): Promise<TillSessionDetail> {
    const count = counted(input.count, input.counted_minor, 'counted_minor');
    if (!(await this.repos.tillSession.staffUser(input.to_user_id))) {
      throw errors.validation([{ field: 'to_user_id', message: 'Not an active staff account' }]);
    }
    await this.repos.transaction(async (repos) => {
      const session = await this.lockOpen(repos, id);
      if (await repos.tillSession.runningPart(session.pos_device_id))
        throw sessionError('payment_in_progress');
      const figures = await this.figures(repos, session.float_minor, id, count.totalMinor, input.note);
      const done = await repos.tillSession.handover({
        till_session_id: id,
        from_user_id: session.cashier_user_id,
        to_user_id: input.to_user_id,
        counted_minor: count.totalMinor,
        counted_count: count.count,
        expected_minor: figures.expected,
        difference_minor: figures.difference,
        note: figures.note,
      });
      if (!done) throw sessionError('till_session_closed');
      await this.audit(repos, principal, 'till_session.handed_over', id, `to ${input.to_user_id}`, {
        to_user_id: input.to_user_id,
        counted_minor: count.totalMinor,
        difference_minor: figures.difference,
      });
    });
    return this.detail(id);
  }

  /** Expected, difference and the note (422 note_required when |difference| is above the threshold). */
  private async figures(
    repos: Repositories,
    floatMinor: number | string,
    id: string,
    countedMinor: number,
    rawNote: string | undefined,
  ) {
    const expected = await this.expected(repos, id, floatMinor);
    const { thresholdMinor } = await tillSessionSettings(repos);
    const { differenceMinor, noteRequired } = closeDifference(expected, countedMinor, thresholdMinor);
    const note = rawNote?.trim() || null;
    if (noteRequired && !note) {
      throw new AppError(
        'note_required',
        422,
        'The count differs from the expected cash: explain it in a note',
        [
          {
            field: 'note',
            key: 'sale.tillSession.noteRequired',
            message: 'Required when the difference is large',
          },
        ],
      );
    }
    return { expected, difference: differenceMinor, note };
  }

  /**
   * The blind close: the count, then the figures. A compare-and-set on the open session; refused
   * while a card part is running at the till (409 payment_in_progress) or when already closed.
   */
  async close(principal: Principal, id: string, input: CloseTillSession) {
    const count = counted(input.count, input.counted_minor, 'counted_minor');
    await this.repos.transaction(async (repos) => {
      const session = await this.lockOpen(repos, id);
      if (await repos.tillSession.runningPart(session.pos_device_id))
        throw sessionError('payment_in_progress');
      const figures = await this.figures(repos, session.float_minor, id, count.totalMinor, input.note);
      const done = await repos.tillSession.close({
        id,
        user_id: userOf(principal),
        counted_minor: count.totalMinor,
        counted_count: count.count,
        expected_minor: figures.expected,
        difference_minor: figures.difference,
        note: figures.note,
      });
      if (!done) throw sessionError('till_session_closed');
      await this.audit(repos, principal, 'till_session.closed', id, `difference ${figures.difference}`, {
        expected_minor: figures.expected,
        counted_minor: count.totalMinor,
        difference_minor: figures.difference,
      });
      // the close report on paper, for every printer that prints session reports: a job written with the close
      await repos.printing.enqueueSessionReport(id, await this.report(id, repos));
    });
    const report = await this.report(id);
    return { session: report.session, report };
  }

  /**
   * The session's report on paper now (the X report while open, the close report again once
   * closed), for every printer that prints session reports; 409 no_report_printer when none does.
   */
  async printReport(id: string): Promise<{ kind: 'X' | 'close'; jobs: number }> {
    return this.repos.transaction(async (repos) => {
      const report = await this.report(id, repos);
      const jobs = await repos.printing.enqueueSessionReport(id, report);
      if (jobs === 0)
        throw new AppError('no_report_printer', 409, 'No printer prints session reports (admin: Yazıcılar)');
      return { kind: report.kind, jobs };
    });
  }

  /** The X report (open) or the close report (closed) of one session. */
  async report(id: string, repos: Repositories = this.repos): Promise<TillSessionReport> {
    const session = await this.get(id, repos);
    const r = repos.tillSessionReport;
    const openedAt = new Date(session.opened_at);
    const closedAt = session.closed_at ? new Date(session.closed_at) : null;
    const [drawer, byMethod, byVat, refunds, orders, discounts, movements, handovers] = await Promise.all([
      repos.tillSession.drawer(id),
      r.byMethod(id),
      r.byVatRate(id),
      r.refunds(id, session.pos_device_id, openedAt, closedAt),
      r.orders(id),
      r.discounts(id),
      repos.tillSession.movements(id),
      repos.tillSession.handovers(id),
    ]);
    const expected = expectedCash({ floatMinor: session.float_minor, ...drawer });
    return {
      kind: session.status === 'open' ? 'X' : 'close',
      session,
      generated_at: new Date().toISOString(),
      by_method: byMethod,
      by_vat_rate: byVat,
      refunds,
      discounts,
      cash_in_minor: drawer.cashInMinor,
      cash_out_minor: drawer.cashOutMinor,
      movements: movements.map(presentMovement),
      handovers: handovers.map(presentHandover),
      expected_cash_minor: session.status === 'open' ? expected : (session.expected_minor ?? expected),
      counted_minor: session.counted_minor,
      difference_minor: session.difference_minor,
      orders_count: orders.count,
      first_order_number: orders.first,
      last_order_number: orders.last,
    };
  }

  /** The back office's list: by business day, store, till and status, paged. */
  async list(query: ListTillSessions) {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 50;
    const { items, total } = await this.repos.tillSession.list({
      from: query.from,
      to: query.to,
      storeId: query.store_id,
      posDeviceId: query.pos_device_id,
      status: query.status,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: items.map(presentSession), total, page, page_size: pageSize };
  }

  /** One session with its movements and handovers. */
  async detail(id: string): Promise<TillSessionDetail> {
    const [session, movements, handovers] = await Promise.all([
      this.get(id),
      this.repos.tillSession.movements(id),
      this.repos.tillSession.handovers(id),
    ]);
    return { session, movements: movements.map(presentMovement), handovers: handovers.map(presentHandover) };
  }

  private audit(
    repos: Repositories,
    principal: Principal,
    action: string,
    id: string,
    summary: string,
    after: Record<string, unknown>,
  ) {
    return repos.audit.record({
      actorUserId: userOf(principal),
      actorEmail: emailOf(principal),
      action,
      entityType: 'till_session',
      entityId: id,
      summary,
      after,
    });
  }
}

export interface TillSessionDetail {
  session: TillSession;
  movements: ReturnType<typeof presentMovement>[];
  handovers: ReturnType<typeof presentHandover>[];
}
