import type { SoldOutCandidate, SoldOutMark, SoldOutProduct, SoldOutState } from '@kiosk/contracts';
import { type Principal, soldOutUntil, stationForCategory } from '@kiosk/domain';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { SoldOutRow, SoldOutValues } from '../repositories/sold-out.repository.js';
import { type Actor, actorOf, recordChange } from './catalogue-events.js';

/** The "86" refusals: stable codes (the apps translate them) with Turkish messages. */
const SOLD_OUT_MESSAGES = {
  not_found: 'Ürün bulunamadı',
  station_not_found: 'Mutfak istasyonu bulunamadı',
  changed_meanwhile: 'Ürün bu arada değişti (bir ödeme stoktan düştü). Yeniden deneyin.',
} as const;

/** The mark a product row carries, as the API shows it (null: none). */
export function soldOutStateOf(
  row: Pick<SoldOutRow, 'sold_out_at' | 'sold_out_by' | 'sold_out_until' | 'count_left'>,
): SoldOutState | null {
  if (!row.sold_out_at) return null;
  return {
    at: new Date(row.sold_out_at).toISOString(),
    by: row.sold_out_by,
    until: row.sold_out_until ? new Date(row.sold_out_until).toISOString() : null,
    count_left: row.count_left,
  };
}

const present = (row: SoldOutRow): SoldOutProduct => ({
  id: row.id,
  name: row.name,
  in_stock: row.in_stock,
  sold_out: soldOutStateOf(row),
});

/** What kiosks and tills act on (live menu rules: in_stock) and show (the count left, the end). */
const liveOf = (row: Pick<SoldOutRow, 'in_stock' | 'count_left' | 'sold_out_until'>) => ({
  in_stock: row.in_stock,
  count_left: row.count_left,
  sold_out_until: row.sold_out_until ? new Date(row.sold_out_until).toISOString() : null,
});

const CLEARED: SoldOutValues = {
  in_stock: true,
  sold_out_at: null,
  sold_out_by: null,
  sold_out_until: null,
  count_left: null,
};

export interface SoldOutOptions {
  /** The outlet's time zone: where the business day ends. */
  timeZone: string;
  /** The clock (tests move it instead of waiting hours). */
  now?: () => Date;
}

/**
 * "86" from the till and the kitchen display: a product marked sold out for a while (or with a
 * count left), un-marked, and back by itself when its time is over (expire, run by a job). Each
 * change is one transaction: the product row locked, a compare-and-set, an audit entry and the
 * same db-changes event an admin's stock change publishes, so every kiosk and till sees it live.
 */
export class SoldOutService {
  private readonly now: () => Date;

  constructor(
    private readonly repos: Repositories,
    private readonly options: SoldOutOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  list(): Promise<SoldOutProduct[]> {
    return this.repos.soldOut.marked().then((rows) => rows.map(present));
  }

  /**
   * The products the till (all) or a kitchen station (the products whose lines it cooks, the
   * kitchen's own routing rule) may mark, with their availability and marks.
   */
  async candidates(stationId?: string): Promise<SoldOutCandidate[]> {
    const rows = await this.repos.soldOut.candidates();
    let shown = rows;
    if (stationId) {
      const stations = await this.repos.kitchen.stations();
      if (!stations.some((s) => s.id === stationId)) {
        throw new AppError('not_found', 404, SOLD_OUT_MESSAGES.station_not_found);
      }
      shown = rows.filter((row) => stationForCategory(row.category_id, stations) === stationId);
    }
    return shown.map((row) => ({
      ...present(row),
      category_id: row.category_id,
      is_option_only: row.is_option_only,
    }));
  }

  mark(principal: Principal, productId: string, input: SoldOutMark): Promise<SoldOutProduct> {
    const actor = actorOf(principal);
    const now = this.now();
    const count = input.count_left && input.count_left > 0 ? input.count_left : null;
    const values: SoldOutValues = {
      in_stock: count !== null,
      sold_out_at: now,
      sold_out_by: actor.email,
      sold_out_until: soldOutUntil(input.duration, now, this.options.timeZone),
      count_left: count,
    };
    const summary = `${input.duration}${count !== null ? `, ${count} left` : ''}`;
    return this.change(actor, productId, values, 'product.sold_out_marked', summary);
  }

  unmark(principal: Principal, productId: string): Promise<SoldOutProduct> {
    return this.change(actorOf(principal), productId, CLEARED, 'product.sold_out_unmarked', 'back in stock');
  }

  /** Clears every mark whose time is over (the expiry job's tick); the products cleared. */
  expire(): Promise<SoldOutProduct[]> {
    const now = this.now();
    return this.repos.transaction(async (repos) => {
      const rows = await repos.soldOut.clearExpired(now);
      for (const row of rows) {
        await recordChange(
          repos,
          { userId: null, email: null },
          {
            table: 'products',
            event: 'UPDATE',
            id: row.id,
            action: 'product.sold_out_expired',
            summary: `${row.name}: back in stock (its time is over)`,
            old: { in_stock: row.was_in_stock, count_left: row.was_count_left },
            new: liveOf(row),
          },
        );
      }
      return rows.map(present);
    });
  }

  private change(
    actor: Actor,
    productId: string,
    values: SoldOutValues,
    action: string,
    summary: string,
  ): Promise<SoldOutProduct> {
    return this.repos.transaction(async (repos) => {
      const current = await repos.soldOut.lock(productId);
      if (!current) throw new AppError('not_found', 404, SOLD_OUT_MESSAGES.not_found);
      // un-marking what is neither marked nor sold out changes nothing (no audit, no event)
      if (action === 'product.sold_out_unmarked' && !current.sold_out_at && current.in_stock) {
        return present(current);
      }
      const written = await repos.soldOut.write(productId, current, values, this.now());
      if (!written) throw new AppError('version_conflict', 409, SOLD_OUT_MESSAGES.changed_meanwhile);
      await recordChange(repos, actor, {
        table: 'products',
        event: 'UPDATE',
        id: productId,
        action,
        summary: `${current.name}: ${summary}`,
        old: liveOf(current),
        new: liveOf(written),
      });
      return present(written);
    });
  }
}
