import type { Repositories } from '../repositories/index.js';

/** How long an idempotency key (and the answer stored with it) is kept: clients retry within minutes. */
export const IDEMPOTENCY_KEY_TTL_MS = 48 * 60 * 60_000;
/** Past days' queue sequences kept (today's and yesterday's stay: a business day may run past midnight). */
const QUEUE_SEQUENCE_DAYS_KEPT = 2;

export interface HousekeepingResult {
  keys: number;
  sequences: string[];
  /** Days whose range-report rows were folded, and the rows folded. */
  rangeDays: number;
  rangeRows: number;
}

export class HousekeepingService {
  constructor(private readonly repos: Repositories) {}

  /**
   * One pass: old idempotency keys deleted, past days' queue sequences dropped, the range report's
   * rows of days before `now`'s date folded (one transaction per day).
   */
  async run(now = new Date()): Promise<HousekeepingResult> {
    const repository = this.repos.housekeeping;
    const keys = await repository.deleteIdempotencyKeysBefore(
      new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
    );
    const sequences = await repository.dropQueueSequencesOlderThan(QUEUE_SEQUENCE_DAYS_KEPT);
    const { days, rows } = await this.foldRangeDays(now.toISOString().slice(0, 10));
    return { keys, sequences, rangeDays: days, rangeRows: rows };
  }

  /**
   * The range report's slot rows of the days before `before` folded into slot 0 and its rollups,
   * so a year's report reads about one row per month (or day), store, channel and key.
   */
  async foldRangeDays(before: string): Promise<{ days: number; rows: number }> {
    const days = await this.repos.rangeReport.unfoldedDays(before);
    let rows = 0;
    for (const day of days) rows += await this.repos.rangeReport.foldDay(day);
    return { days: days.length, rows };
  }
}
