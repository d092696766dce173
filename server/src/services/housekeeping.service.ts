import type { Repositories } from '../repositories/index.js';

/** How long an idempotency key (and the answer stored with it) is kept: clients retry within minutes. */
export const IDEMPOTENCY_KEY_TTL_MS = 48 * 60 * 60_000;
/** Past days' queue sequences kept (today's and yesterday's stay: a business day may run past midnight). */
const QUEUE_SEQUENCE_DAYS_KEPT = 2;

export class HousekeepingService {
  constructor(private readonly repos: Repositories) {}

  /** One pass: old idempotency keys deleted, past days' queue sequences dropped. */
  async run(now = new Date()): Promise<{ keys: number; sequences: string[] }> {
    const repository = this.repos.housekeeping;
    const keys = await repository.deleteIdempotencyKeysBefore(
      new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
    );
    const sequences = await repository.dropQueueSequencesOlderThan(QUEUE_SEQUENCE_DAYS_KEPT);
    return { keys, sequences };
  }
}
