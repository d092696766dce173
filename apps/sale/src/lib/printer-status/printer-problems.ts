import type { printerStatusSchema } from '@kiosk/contracts';
import type { z } from 'zod';

export type PrinterState = z.infer<typeof printerStatusSchema>;

const PROBLEMS: ReadonlySet<PrinterState['status']> = new Set(['offline', 'paper_out', 'cover_open']);

/** The printers staff must see at once (off, out of paper, cover open), the longest-standing first. */
export function printerProblems(list: readonly PrinterState[]): PrinterState[] {
  return list.filter((p) => PROBLEMS.has(p.status)).sort((a, b) => a.since.localeCompare(b.since));
}

/** "14:05" (the time the problem began) in the user's language. */
export function problemSince(iso: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}
