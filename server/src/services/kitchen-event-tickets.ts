import type { KitchenTicket, RealtimeEvent } from '@kiosk/contracts';
import { KITCHEN_CHANNEL } from '@kiosk/domain';

type Dispatch = (event: RealtimeEvent) => void;
type LoadTickets = (orderIds: string[]) => Promise<Map<string, Record<string, KitchenTicket>>>;

/**
 * Adds the order's ticket, per station, to every event of the kitchen channel before it is sent
 * (`payload.tickets`: station id -> ticket, for the stations that show the order now), so a display
 * shows a paid order as soon as the event arrives instead of loading its whole ticket list first.
 * Events arriving while one read runs are read together in the next one; they leave in the order
 * they came (a ticket carries the order's state when it was read, never older than its event).
 * If the read fails the events leave without tickets and the displays load their lists as before.
 * Nothing is read while no display of this instance listens (`listened`): every instance hears
 * every kitchen event, and most have no kitchen display.
 */
export class KitchenEventTickets {
  private queue: RealtimeEvent[] = [];
  private running = false;

  constructor(
    private readonly load: LoadTickets,
    private readonly dispatch: Dispatch,
    private readonly log: { warn(obj: unknown, msg?: string): void },
    private readonly listened: () => boolean = () => true,
  ) {}

  push(event: RealtimeEvent): void {
    if (event.channel !== KITCHEN_CHANNEL || typeof event.payload.order_id !== 'string') {
      this.dispatch(event);
      return;
    }
    // (while a read runs the event waits its turn, so events still leave in their order)
    if (!this.running && !this.listened()) {
      this.dispatch(event);
      return;
    }
    this.queue.push(event);
    if (!this.running) void this.drain();
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        const ids = [...new Set(batch.map((e) => e.payload.order_id as string))];
        let tickets: Map<string, Record<string, KitchenTicket>> | undefined;
        try {
          tickets = await this.load(ids);
        } catch (error) {
          this.log.warn({ err: error }, 'kitchen event tickets could not be read; events sent without them');
        }
        for (const event of batch) {
          const byStation = tickets?.get(event.payload.order_id as string);
          this.dispatch(
            tickets ? { ...event, payload: { ...event.payload, tickets: byStation ?? {} } } : event,
          );
        }
      }
    } finally {
      this.running = false;
    }
  }
}
