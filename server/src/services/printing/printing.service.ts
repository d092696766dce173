import type { Printer, SavePrinter } from '@kiosk/contracts';
import { kitchenLineChanges, kitchenPhase } from '@kiosk/domain';
import { AppError, errors } from '../../errors.js';
import type { Repositories } from '../../repositories/index.js';
import type { PrinterRow, PrintJobRow, TicketLineSnapshot } from '../../repositories/printing.repository.js';

const present = (row: PrinterRow, waiting: number): Printer => ({
  id: row.id,
  name: row.name,
  host: row.host,
  port: row.port,
  paper_width_mm: row.paper_width_mm,
  columns: row.columns,
  code_page: row.code_page,
  code_page_number: row.code_page_number,
  cuts: row.cuts,
  station_ids: row.station_ids,
  slip_source_ids: row.slip_source_ids,
  session_reports: row.session_reports,
  store_id: row.store_id,
  status: row.status,
  status_since: row.status_since.toISOString(),
  last_error: row.last_error,
  waiting_jobs: waiting,
});

const presentJob = (row: PrintJobRow) => ({
  id: row.id,
  kind: row.kind,
  order_id: row.order_id,
  status: row.status,
  attempts: row.attempts,
  reprint: row.reprint,
  last_error: row.last_error,
  created_at: row.created_at.toISOString(),
  printed_at: row.printed_at?.toISOString() ?? null,
});

/** 58 mm paper has 32 columns, 80 mm 42 (Font A, 12 dots + gaps on some models) or 48. */
function checkPrinter(input: SavePrinter): void {
  const fits = input.paper_width_mm === 58 ? input.columns === 32 : input.columns !== 32;
  if (!fits) {
    throw errors.validation([
      {
        field: 'columns',
        message: '58 mm kâğıt 32 sütun, 80 mm kâğıt 42 veya 48 sütun yazar',
        key: 'printerColumns',
      },
    ]);
  }
}

/** An order row as a line change sees it (order_items, or a line about to be written). */
interface KitchenRow {
  id?: string | undefined;
  product_id: string | null;
  product_name: string;
  quantity: number;
  configurations: unknown;
  kind?: string | undefined;
  parent_item_id?: string | null | undefined;
  deal_group_name?: string | null | undefined;
}

/**
 * The lines the kitchen makes: a meal deal's header row (nothing to cook) left out, each part
 * carrying its deal (as enqueue_kitchen_tickets reads them from the order), issue 33.
 */
export function kitchenSnapshots(rows: readonly KitchenRow[]): TicketLineSnapshot[] {
  const deals = new Map(rows.filter((r) => r.kind === 'deal' && r.id).map((r) => [r.id as string, r]));
  return rows
    .filter((r) => r.kind !== 'deal')
    .map((r) => {
      const line: TicketLineSnapshot = {
        id: r.id,
        product_id: r.product_id,
        product_name: r.product_name,
        quantity: r.quantity,
        configurations: r.configurations,
      };
      const deal = r.parent_item_id ? deals.get(r.parent_item_id) : undefined;
      if (!deal) return line;
      return {
        ...line,
        deal_id: deal.id,
        deal_name: deal.product_name,
        deal_quantity: deal.quantity,
        deal_group: r.deal_group_name ?? undefined,
      };
    });
}

/**
 * Kitchen ticket jobs for a change of an order's lines, in the caller's transaction: what is new
 * prints as "EK", what went away as "İPTAL" (domain kitchenLineChanges). Nothing is printed for an
 * order not at the kitchen yet.
 */
export async function enqueueLineChanges(
  repos: Repositories,
  order: { id: string; status: string },
  before: readonly KitchenRow[],
  after: readonly KitchenRow[],
): Promise<void> {
  if (!atKitchen(order.status)) return;
  const { added, removed } = kitchenLineChanges(kitchenSnapshots(before), kitchenSnapshots(after));
  if (added.length > 0) await repos.printing.enqueueKitchenTickets(order.id, 'add', added);
  if (removed.length > 0) await repos.printing.enqueueKitchenTickets(order.id, 'cancel', removed);
}

/** The kitchen has the order (its tickets printed): new, cooking or ready. */
export const atKitchen = (status: string): boolean => kitchenPhase(status) !== 'gone';

/** The back office's printers (issue 35): CRUD, test page, the queue, moving waiting jobs, statuses. */
export class PrintingService {
  constructor(private readonly repos: Repositories) {}

  async list(): Promise<Printer[]> {
    const [rows, waiting] = await Promise.all([
      this.repos.printing.printers(),
      this.repos.printing.waitingCounts(),
    ]);
    return rows.map((row) => present(row, waiting.get(row.id) ?? 0));
  }

  async statuses() {
    const printers = await this.list();
    return printers.map((p) => ({
      id: p.id,
      name: p.name,
      status: p.status,
      since: p.status_since,
      last_error: p.last_error,
      waiting_jobs: p.waiting_jobs,
    }));
  }

  private async one(id: string): Promise<PrinterRow> {
    const row = await this.repos.printing.printer(id);
    if (!row) throw errors.notFound('Printer');
    return row;
  }

  async create(input: SavePrinter): Promise<Printer> {
    checkPrinter(input);
    return present(await this.repos.printing.createPrinter(input), 0);
  }

  async update(id: string, input: SavePrinter): Promise<Printer> {
    checkPrinter(input);
    const row = await this.repos.printing.updatePrinter(id, input);
    if (!row) throw errors.notFound('Printer');
    return present(row, (await this.repos.printing.waitingCounts()).get(id) ?? 0);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.repos.printing.deletePrinter(id))) throw errors.notFound('Printer');
  }

  /** Queues the test page (every Turkish letter, both sizes, a QR); the worker prints it. */
  async testPrint(id: string) {
    await this.one(id);
    return presentJob(
      await this.repos.printing.insertJob({ printer_id: id, kind: 'test_page', payload: {} }),
    );
  }

  /** Staff ask for an order's kitchen tickets again: every line, each ticket marked "TEKRAR". */
  async reprint(orderId: string): Promise<{ jobs: number }> {
    return this.repos.transaction(async (repos) => {
      const order = await repos.order.lockForChange(orderId);
      if (!order) throw errors.notFound('Order');
      if (!atKitchen(order.status)) {
        throw new AppError('order_not_at_kitchen', 409, 'Sipariş mutfakta değil', { field: 'order_id' });
      }
      return { jobs: await repos.printing.reprintKitchenTickets(orderId) };
    });
  }

  async jobs(id: string) {
    await this.one(id);
    return (await this.repos.printing.jobs(id, 100)).map(presentJob);
  }

  /** Moves the printer's waiting jobs to another printer (one being sent now stays). */
  async moveJobs(id: string, toId: string): Promise<{ moved: number }> {
    if (id === toId) {
      throw errors.validation([
        { field: 'to_printer_id', message: 'Başka bir yazıcı seçin', key: 'samePrinter' },
      ]);
    }
    await this.one(id);
    if (!(await this.repos.printing.printer(toId))) {
      throw new AppError('not_found', 404, 'Printer not found', { field: 'to_printer_id' });
    }
    return { moved: await this.repos.printing.moveWaiting(id, toId) };
  }
}
