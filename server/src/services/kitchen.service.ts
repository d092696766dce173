import type {
  Board,
  KitchenActionResult,
  KitchenStation,
  KitchenTicket,
  KitchenTickets,
  SaveStation,
} from '@kiosk/contracts';
import {
  ALL_CATEGORIES_ID,
  boardColumn,
  fullyRefunded,
  kitchenPhase,
  kitchenStatusRefusal,
  linesForStation,
  orderReadyAfterBumps,
  type Principal,
  stationsOfOrder,
  stepsForBump,
  ticketLines,
} from '@kiosk/domain';
import { AppError } from '../errors.js';
import { StillReferenced, UniqueConflict } from '../repositories/database-errors.js';
import type { Repositories } from '../repositories/index.js';
import type { KitchenOrderRow, StationRow } from '../repositories/kitchen.repository.js';
import { changeInTransaction, lockOrderWithPayment, ORDER_MESSAGES } from './order-status-change.js';

const KITCHEN_MESSAGES = {
  station_not_found: 'Mutfak istasyonu bulunamadı',
  line_not_found: 'Sipariş satırı bulunamadı',
  not_on_display: 'Bu sipariş mutfak ekranında değil (hazır, teslim edilmiş veya iptal edilmiş).',
  station_has_no_lines: 'Bu siparişte bu istasyonun hazırlayacağı ürün yok.',
  nothing_to_recall: 'Geri alınacak bir sipariş yok.',
  name_taken: 'Bu adla bir istasyon zaten var.',
  unknown_category: 'Listelenen kategorilerden biri bulunamadı.',
  reserved_category: '"Tümü" bir kategori değil; istasyona verilemez.',
  category_at_other_station: 'Seçilen kategorilerden biri başka bir istasyonda; taşımak için onaylayın.',
  default_station: 'Varsayılan istasyon silinemez.',
} as const;

function who(principal: Principal): string {
  return principal.kind === 'user' ? principal.email : principal.username;
}

/**
 * The kitchen display and the order-ready board: tickets per station with catch-up after a
 * sequence number, start / bump / recall / line done (through the one status change, with its
 * history and compare-and-set), the board's queue numbers, and the stations' configuration.
 */
export class KitchenService {
  constructor(private readonly repos: Repositories) {}

  async stations(): Promise<KitchenStation[]> {
    return this.repos.kitchen.stations();
  }

  private ticket(row: KitchenOrderRow, stations: StationRow[], stationId: string | undefined): KitchenTicket {
    const routed = stationsOfOrder(row.lines, stations);
    const lines = stationId ? linesForStation(row.lines, stationId, stations) : row.lines;
    return {
      id: row.id,
      queue_number: row.reference_number,
      order_number: row.order_number,
      status: row.refunded ? 'refunded' : row.status,
      phase: row.refunded ? 'gone' : kitchenPhase(row.status),
      order_type: row.order_type,
      source: row.kiosk_id ? 'kiosk' : 'till',
      notes: row.notes,
      since: (row.paid_at ?? row.created_at).toISOString(),
      lines: ticketLines(lines),
      stations: routed.map((id) => ({ id, bumped: row.bumped.includes(id) })),
    };
  }

  /** Whether a station (or the all-stations view) still shows this order. */
  private shows(ticket: KitchenTicket, stationId: string | undefined): boolean {
    if (ticket.phase !== 'new' && ticket.phase !== 'preparing') return false;
    if (!stationId) return ticket.lines.length > 0;
    const own = ticket.stations.find((s) => s.id === stationId);
    return own !== undefined && !own.bumped;
  }

  /**
   * Every ticket the station shows now, oldest first, with the cursor to catch up from; with
   * `since`, also the orders that left the display after that sequence number (for a notice).
   * A display that reconnects asks with its last cursor and replaces its tickets by these: nothing
   * missed, nothing twice.
   */
  async tickets(stationId: string | undefined, since: string | undefined): Promise<KitchenTickets> {
    const repo = this.repos.kitchen;
    const stations = await repo.stations();
    if (stationId && !stations.some((s) => s.id === stationId)) {
      throw new AppError('station_not_found', 404, KITCHEN_MESSAGES.station_not_found);
    }
    const cursor = await repo.cursor();
    const open = (await repo.orders({ open: true }))
      .map((row) => this.ticket(row, stations, stationId))
      .filter((t) => this.shows(t, stationId));
    let removed: KitchenTickets['removed'] = [];
    if (since !== undefined) {
      const shown = new Set(open.map((t) => t.id));
      const changed = (await repo.changedSince(since)).filter((id) => !shown.has(id));
      removed = (await repo.orders({ ids: changed }))
        .map((row) => this.ticket(row, stations, stationId))
        .filter((t) => !stationId || t.stations.some((s) => s.id === stationId))
        .filter((t) => t.status !== 'pending' && t.status !== 'pending_payment')
        .map((t) => ({ id: t.id, queue_number: t.queue_number, status: t.status }));
    }
    return { cursor, tickets: open, removed };
  }

  /**
   * For the kitchen channel's events: each order's ticket as every station that shows it sees it
   * (a station missing from an order's record does not show it, or no longer does). One read for
   * any number of orders, so a burst of paid orders costs one query per batch, not one ticket list
   * load per display.
   */
  async ticketsByStation(orderIds: string[]): Promise<Map<string, Record<string, KitchenTicket>>> {
    const result = new Map<string, Record<string, KitchenTicket>>();
    if (orderIds.length === 0) return result;
    const repo = this.repos.kitchen;
    const stations = await repo.stations();
    for (const row of await repo.orders({ ids: orderIds })) {
      const byStation: Record<string, KitchenTicket> = {};
      for (const station of stations) {
        const ticket = this.ticket(row, stations, station.id);
        if (this.shows(ticket, station.id)) byStation[station.id] = ticket;
      }
      result.set(row.id, byStation);
    }
    return result;
  }

  /** The board: numbers waiting and numbers ready (until handed over or `readyMinutes` passed). */
  async board(readyMinutes: number): Promise<Board> {
    const repo = this.repos.kitchen;
    const cursor = await repo.cursor();
    const now = Date.now();
    const board: Board = { cursor, preparing: [], ready: [] };
    for (const row of await repo.orders({ open: true })) {
      if (row.refunded) continue;
      const readyAt = row.ready_at ? new Date(row.ready_at) : null;
      const column = boardColumn(row.status, readyAt?.getTime() ?? null, now, readyMinutes);
      if (column === 'preparing') board.preparing.push({ queue_number: row.reference_number });
      if (column === 'ready') {
        board.ready.push({
          queue_number: row.reference_number,
          ready_at: (readyAt ?? new Date(now)).toISOString(),
        });
      }
    }
    board.ready.sort((a, b) => b.ready_at.localeCompare(a.ready_at));
    return board;
  }

  /** Tap to start: a new ticket (paid / confirmed) goes to preparing; one already cooking stays. */
  async start(principal: Principal, orderId: string): Promise<KitchenActionResult> {
    return this.repos.transaction(async (repos) => {
      const { order } = await lockOrderWithPayment(repos, orderId);
      const phase = kitchenPhase(order.status);
      if (phase === 'preparing') return { order_id: orderId, status: order.status, changed: false };
      if (phase !== 'new') throw new AppError('not_on_display', 409, KITCHEN_MESSAGES.not_on_display);
      await changeInTransaction(repos, principal, orderId, 'preparing', { via: 'kitchen' });
      return { order_id: orderId, status: 'preparing', changed: true };
    });
  }

  /**
   * A station's bump: its part is done. The order row is locked first, so two displays (or two
   * stations) bumping at once are serialized: a second bump of the same station changes nothing,
   * and the last station's bump takes the order to ready (starting it first if nobody had).
   */
  async bump(principal: Principal, orderId: string, stationId: string): Promise<KitchenActionResult> {
    return this.repos.transaction(async (repos) => {
      const repo = repos.kitchen;
      const { order, payment } = await lockOrderWithPayment(repos, orderId);
      // a station's bump that leaves the order cooking changes no status: the refund is checked here
      if (fullyRefunded(payment)) throw new AppError('order_refunded', 409, ORDER_MESSAGES.order_refunded);
      const stations = await repo.stations();
      if (!stations.some((s) => s.id === stationId)) {
        throw new AppError('station_not_found', 404, KITCHEN_MESSAGES.station_not_found);
      }
      const bumpedBefore = await repo.bumpedStations(orderId);
      if (bumpedBefore.includes(stationId))
        return { order_id: orderId, status: order.status, changed: false };
      const phase = kitchenPhase(order.status);
      if (phase !== 'new' && phase !== 'preparing') {
        throw new AppError('not_on_display', 409, KITCHEN_MESSAGES.not_on_display);
      }
      const [row] = await repo.orders({ ids: [orderId] });
      const routed = stationsOfOrder(row?.lines ?? [], stations);
      if (!routed.includes(stationId)) {
        throw new AppError('station_has_no_lines', 409, KITCHEN_MESSAGES.station_has_no_lines);
      }
      const complete = orderReadyAfterBumps(routed, [...bumpedBefore, stationId]);
      let status: string = order.status;
      for (const step of stepsForBump(order.status, complete)) {
        await changeInTransaction(repos, principal, orderId, step, { via: 'kitchen' });
        status = step;
      }
      // after the status steps: the bump's row logs its kitchen event with the order's new status
      // (a trigger, so a replicated bump logs it at central too)
      await repo.insertBump(orderId, stationId, who(principal));
      return { order_id: orderId, status, changed: true };
    });
  }

  /** Recall the station's last bumped ticket: it is back on the display (a ready order back to preparing). */
  async recall(principal: Principal, stationId: string): Promise<KitchenActionResult> {
    const repo = this.repos.kitchen;
    const orderId = await repo.lastBump(stationId);
    if (!orderId) throw new AppError('nothing_to_recall', 404, KITCHEN_MESSAGES.nothing_to_recall);
    return this.repos.transaction(async (repos) => {
      const txRepo = repos.kitchen;
      const { order } = await lockOrderWithPayment(repos, orderId);
      const phase = kitchenPhase(order.status);
      if (phase !== 'preparing' && phase !== 'ready') {
        throw new AppError('nothing_to_recall', 409, KITCHEN_MESSAGES.nothing_to_recall);
      }
      if (!(await txRepo.bumpedStations(orderId)).includes(stationId)) {
        return { order_id: orderId, status: order.status, changed: false };
      }
      if (phase === 'ready') {
        await changeInTransaction(
          repos,
          principal,
          orderId,
          'preparing',
          { via: 'kitchen' },
          kitchenStatusRefusal,
        );
      }
      // after the status: the bump's row, deleted, logs the recall with it (a trigger, as a bump)
      await txRepo.deleteBump(orderId, stationId);
      return { order_id: orderId, status: 'preparing', changed: true };
    });
  }

  /** Marks one line done (or not) on an order still in the kitchen. */
  async lineDone(itemId: string, done: boolean): Promise<KitchenActionResult> {
    const orderId = await this.repos.kitchen.orderOfLine(itemId);
    if (!orderId) throw new AppError('line_not_found', 404, KITCHEN_MESSAGES.line_not_found);
    return this.repos.transaction(async (repos) => {
      const repo = repos.kitchen;
      const order = await repos.order.lockForChange(orderId);
      if (!order) throw new AppError('not_found', 404, ORDER_MESSAGES.not_found);
      const phase = kitchenPhase(order.status);
      if (phase !== 'new' && phase !== 'preparing') {
        throw new AppError('not_on_display', 409, KITCHEN_MESSAGES.not_on_display);
      }
      // the row's trigger logs the line event
      const changed = await repo.setLineDone(itemId, done);
      return { order_id: orderId, status: order.status, changed };
    });
  }

  async createStation(input: SaveStation): Promise<KitchenStation> {
    return this.saveStation(undefined, input);
  }

  async updateStation(id: string, input: SaveStation): Promise<KitchenStation> {
    return this.saveStation(id, input);
  }

  private async saveStation(id: string | undefined, input: SaveStation): Promise<KitchenStation> {
    try {
      const savedId = await this.repos.transaction(async (repos) => {
        const repo = repos.kitchen;
        if (input.category_ids.includes(ALL_CATEGORIES_ID))
          throw new AppError('reserved_category', 400, KITCHEN_MESSAGES.reserved_category, {
            field: 'category_ids',
          });
        const taken = await repo.categoriesAtOtherStations(id, input.category_ids);
        if (taken.length > 0 && !input.move_categories)
          throw new AppError('category_at_other_station', 409, KITCHEN_MESSAGES.category_at_other_station, {
            field: 'category_ids',
            categories: taken,
          });
        let stationId = id;
        if (stationId === undefined) stationId = await repo.createStation(input.name, input.sort_order ?? 0);
        else if (!(await repo.renameStation(stationId, input.name, input.sort_order))) {
          throw new AppError('station_not_found', 404, KITCHEN_MESSAGES.station_not_found);
        }
        await repo.setStationCategories(stationId, [...new Set(input.category_ids)]);
        return stationId;
      });
      const saved = (await this.stations()).find((s) => s.id === savedId);
      if (!saved) throw new AppError('station_not_found', 404, KITCHEN_MESSAGES.station_not_found);
      return saved;
    } catch (error) {
      if (error instanceof UniqueConflict) {
        throw new AppError('name_taken', 409, KITCHEN_MESSAGES.name_taken, { field: 'name' });
      }
      if (error instanceof StillReferenced) {
        throw new AppError('unknown_category', 400, KITCHEN_MESSAGES.unknown_category, {
          field: 'category_ids',
        });
      }
      throw error;
    }
  }

  async deleteStation(id: string): Promise<void> {
    const repo = this.repos.kitchen;
    const station = (await repo.stations()).find((s) => s.id === id);
    if (!station) throw new AppError('station_not_found', 404, KITCHEN_MESSAGES.station_not_found);
    if (station.is_default) throw new AppError('default_station', 409, KITCHEN_MESSAGES.default_station);
    await repo.deleteStation(id);
  }
}
