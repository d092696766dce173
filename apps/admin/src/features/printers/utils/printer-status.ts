import type { Printer } from '@kiosk/contracts';
import type { BadgeTone } from '@kiosk/ui';

type Status = Printer['status'];

/** The badge colour of a status: green online, amber a problem staff can fix, grey unknown. */
export function statusTone(status: Status): BadgeTone {
  if (status === 'online') return 'success';
  if (status === 'unknown') return 'muted';
  return 'warning';
}

/** Printers other than `id` its waiting jobs can move to, online ones first. */
export function moveTargets(printers: readonly Printer[], id: string): Printer[] {
  return printers
    .filter((p) => p.id !== id)
    .sort(
      (a, b) => Number(b.status === 'online') - Number(a.status === 'online') || a.name.localeCompare(b.name),
    );
}

/** "14:05" today, else "27.11 14:05", in the user's language. */
export function sinceText(iso: string, now: Date, locale: string): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString(locale, { day: '2-digit', month: '2-digit' })} ${time}`;
}
