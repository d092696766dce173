import { z } from 'zod';
import { text } from './text.js';

/** Code pages a printer can be set to (the encoder's names; the model's `ESC t` number goes with it). */
export const PRINTER_CODE_PAGES = ['cp857', 'windows1254', 'cp437', 'cp850', 'cp858', 'windows1252'] as const;
export const PRINTER_STATUSES = ['unknown', 'online', 'offline', 'paper_out', 'cover_open'] as const;

/** What the back office writes of a network printer (issue 35). 58 mm paper: 32 columns; 80 mm: 42 or 48. */
export const savePrinterSchema = z.object({
  name: text().trim().min(1).max(60),
  host: text()
    .trim()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9.:-]+$/, 'a host name or IP address'),
  port: z.number().int().min(1).max(65535).default(9100),
  paper_width_mm: z.union([z.literal(58), z.literal(80)]).default(80),
  columns: z.union([z.literal(32), z.literal(42), z.literal(48)]).default(48),
  code_page: z.enum(PRINTER_CODE_PAGES).default('cp857'),
  code_page_number: z.number().int().min(0).max(255).default(13),
  cuts: z.boolean().default(true),
  station_ids: z.array(z.string().uuid()).max(50).default([]),
  slip_source_ids: z.array(z.string().uuid()).max(200).default([]),
  session_reports: z.boolean().default(false),
  store_id: z.string().uuid().nullable().default(null),
});
export type SavePrinter = z.infer<typeof savePrinterSchema>;

export const printerSchema = savePrinterSchema.extend({
  id: z.string(),
  paper_width_mm: z.number().int(),
  columns: z.number().int(),
  code_page: z.string(),
  status: z.enum(PRINTER_STATUSES),
  status_since: z.string(),
  last_error: z.string().nullable(),
  waiting_jobs: z.number().int(),
});
export type Printer = z.infer<typeof printerSchema>;

/** A printer's state as the till and the kitchen display show it (also the `kitchen` channel's `printer_status`). */
export const printerStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PRINTER_STATUSES),
  since: z.string(),
  last_error: z.string().nullable(),
  waiting_jobs: z.number().int(),
});

export const printJobSchema = z.object({
  id: z.string(),
  kind: z.enum(['kitchen_ticket', 'customer_slip', 'session_report', 'test_page']),
  order_id: z.string().nullable(),
  status: z.enum(['queued', 'sending', 'printed', 'failed']),
  attempts: z.number().int(),
  reprint: z.boolean(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  printed_at: z.string().nullable(),
});

export const printerIdParamSchema = z.object({ id: z.string().uuid() });
export const movePrintJobsSchema = z.object({ to_printer_id: z.string().uuid() });
export const reprintOrderSchema = z.object({ order_id: z.string().uuid() });

/** A page the demo's printer simulator printed (newest first), its picture proxied by the server. */
export const simulatorPageSchema = z.object({
  id: z.number().int(),
  printed_at: z.string(),
  text: z.string(),
  png_url: z.string(),
});
export type SimulatorPage = z.infer<typeof simulatorPageSchema>;
export const simulatorPageParamSchema = z.object({ file: z.string().regex(/^\d{1,9}\.png$/, 'n.png') });
