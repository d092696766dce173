import { z } from 'zod';
import { text } from './text.js';

/** Kitchen display and order-ready board (issue 20). */

export const kitchenStationSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  sort_order: z.number().int(),
  category_ids: z.array(z.string()),
});
export type KitchenStation = z.infer<typeof kitchenStationSchema>;

export const saveStationSchema = z.object({
  name: text().trim().min(1).max(60),
  category_ids: z.array(text().trim().min(1).max(100)).max(200).default([]),
  sort_order: z.number().int().min(0).max(9999).optional(),
  /** A category another station cooks moves here only when this is true (else 409 category_at_other_station). */
  move_categories: z.boolean().optional(),
});
export type SaveStation = z.infer<typeof saveStationSchema>;

export const stationIdParamSchema = z.object({ id: z.string().uuid() });

/** A sequence number of the kitchen's event log, as text (bigint). */
export const kitchenCursorSchema = z.string().regex(/^\d{1,19}$/, 'a sequence number');

export const kitchenTicketsQuerySchema = z.object({
  /** The station whose lines to show; omitted: every line of every station. */
  station: z.string().uuid().optional(),
  /** The last sequence number the display saw: orders that left since then are listed in removed. */
  since: kitchenCursorSchema.optional(),
});

export const kitchenTicketLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  steps: z.array(z.object({ step: z.string(), options: z.array(z.string()) })),
  done: z.boolean(),
  /** A meal deal's part: the deal's name and the part's group ("Klasik Burger Menü" · "Ana ürün"). */
  deal: z.object({ name: z.string(), group: z.string().nullable() }).optional(),
});

export const kitchenTicketSchema = z.object({
  id: z.string(),
  queue_number: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  phase: z.enum(['new', 'preparing', 'ready', 'gone']),
  order_type: z.string(),
  source: z.enum(['kiosk', 'till']),
  notes: z.string().nullable(),
  /** When the kitchen got it: paid (or created) time, ISO. */
  since: z.string(),
  lines: z.array(kitchenTicketLineSchema),
  /** Stations that have lines of this order, and whether each has bumped. */
  stations: z.array(z.object({ id: z.string(), bumped: z.boolean() })),
});
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;

export const kitchenTicketsSchema = z.object({
  cursor: z.string(),
  tickets: z.array(kitchenTicketSchema),
  /** Orders that left the display since `since`: completed, cancelled, refunded or bumped. */
  removed: z.array(z.object({ id: z.string(), queue_number: z.number().int(), status: z.string() })),
});
export type KitchenTickets = z.infer<typeof kitchenTicketsSchema>;

export const kitchenOrderBodySchema = z.object({ order_id: z.string().uuid() });
export const kitchenBumpBodySchema = z.object({
  order_id: z.string().uuid(),
  station_id: z.string().uuid(),
});
export const kitchenRecallBodySchema = z.object({ station_id: z.string().uuid() });
export const kitchenLineDoneBodySchema = z.object({
  order_item_id: z.string().uuid(),
  done: z.boolean().default(true),
});

export const kitchenActionResultSchema = z.object({
  order_id: z.string(),
  status: z.string(),
  /** False when nothing changed (e.g. another display of the station bumped it first). */
  changed: z.boolean(),
});
export type KitchenActionResult = z.infer<typeof kitchenActionResultSchema>;

export const boardQuerySchema = z.object({
  /** Minutes a ready number stays on the board unless handed over first (1-120, default 10). */
  readyMinutes: z.coerce.number().int().min(1).max(120).default(10),
});

/** The order-ready board: queue numbers only (no names, no amounts). */
export const boardSchema = z.object({
  cursor: z.string(),
  preparing: z.array(z.object({ queue_number: z.number().int() })),
  ready: z.array(z.object({ queue_number: z.number().int(), ready_at: z.string() })),
});
export type Board = z.infer<typeof boardSchema>;
