import { PRINTER_CODE_PAGES, type Printer, type SavePrinter } from '@kiosk/contracts';
import { z } from 'zod';

type CodePage = (typeof PRINTER_CODE_PAGES)[number];

/** Epson's `ESC t` number of each code page (TM-T20/T88 family); another model may need its own number. */
export const EPSON_CODE_PAGE_NUMBERS: Record<CodePage, number> = {
  cp857: 13,
  windows1254: 48,
  cp437: 0,
  cp850: 2,
  cp858: 19,
  windows1252: 16,
};

/** The columns a paper width prints: 58 mm 32, 80 mm 42 (some models) or 48. */
export function columnChoices(width: 58 | 80): Array<32 | 42 | 48> {
  return width === 58 ? [32] : [48, 42];
}

const HOST = /^[A-Za-z0-9.:-]+$/;

/** The form's rules: numbers are typed as text and checked here (messages are `printers.errors.<key>`). */
export const printerFormSchema = z
  .object({
    name: z.string().trim().min(1, 'nameRequired').max(60),
    host: z.string().trim().min(1, 'hostRequired').max(253),
    port: z.string(),
    paper_width_mm: z.enum(['58', '80']),
    columns: z.enum(['32', '42', '48']),
    code_page: z.enum(PRINTER_CODE_PAGES),
    code_page_number: z.string(),
    cuts: z.boolean(),
    session_reports: z.boolean(),
    station_ids: z.array(z.string()),
    slip_source_ids: z.array(z.string()),
    store_id: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.host.trim() && !HOST.test(v.host.trim()))
      ctx.addIssue({ code: 'custom', path: ['host'], message: 'hostInvalid' });
    if (!inRange(v.port, 1, 65535)) ctx.addIssue({ code: 'custom', path: ['port'], message: 'portInvalid' });
    if (!inRange(v.code_page_number, 0, 255))
      ctx.addIssue({ code: 'custom', path: ['code_page_number'], message: 'codePageNumberInvalid' });
    if (!(columnChoices(Number(v.paper_width_mm) as 58 | 80) as number[]).includes(Number(v.columns)))
      ctx.addIssue({ code: 'custom', path: ['columns'], message: 'printerColumns' });
  });
export type PrinterFormValues = z.infer<typeof printerFormSchema>;

function inRange(text: string, min: number, max: number): boolean {
  if (!/^\d+$/.test(text.trim())) return false;
  const n = Number(text.trim());
  return n >= min && n <= max;
}

/** The form when it opens: the printer's values, or a new 80 mm PC857 printer on port 9100. */
export function printerFormValues(printer: Printer | null): PrinterFormValues {
  const codePage = (PRINTER_CODE_PAGES as readonly string[]).includes(printer?.code_page ?? '')
    ? (printer?.code_page as CodePage)
    : 'cp857';
  return {
    name: printer?.name ?? '',
    host: printer?.host ?? '',
    port: String(printer?.port ?? 9100),
    paper_width_mm: printer?.paper_width_mm === 58 ? '58' : '80',
    columns: String(printer?.columns ?? 48) as PrinterFormValues['columns'],
    code_page: codePage,
    code_page_number: String(printer?.code_page_number ?? EPSON_CODE_PAGE_NUMBERS[codePage]),
    cuts: printer?.cuts ?? true,
    session_reports: printer?.session_reports ?? false,
    station_ids: printer?.station_ids ?? [],
    slip_source_ids: printer?.slip_source_ids ?? [],
    store_id: printer?.store_id ?? '',
  };
}

/** What the server is sent. Slip sources are kiosk_users.id (kiosks) and pos_devices.id (tills) in one list. */
export function printerRequestBody(values: PrinterFormValues): SavePrinter {
  return {
    name: values.name.trim(),
    host: values.host.trim(),
    port: Number(values.port),
    paper_width_mm: Number(values.paper_width_mm) as 58 | 80,
    columns: Number(values.columns) as 32 | 42 | 48,
    code_page: values.code_page,
    code_page_number: Number(values.code_page_number),
    cuts: values.cuts,
    station_ids: values.station_ids,
    slip_source_ids: values.slip_source_ids,
    session_reports: values.session_reports,
    store_id: values.store_id || null,
  };
}
