import type { AlertSettingsValue } from '@kiosk/contracts';
import { ALERT_SETTINGS_DEFAULTS } from '@kiosk/domain';
import { z } from 'zod';

/** The alert settings form: minutes as typed, opening hours as two times (both empty: always open). */
export interface AlertSettingsForm {
  kiosk_offline_minutes: string;
  terminal_unanswered_minutes: string;
  open_order_age_minutes: string;
  payment_unsettled_minutes: string;
  opens: string;
  closes: string;
}

export const MINUTE_FIELDS = [
  'kiosk_offline_minutes',
  'terminal_unanswered_minutes',
  'open_order_age_minutes',
  'payment_unsettled_minutes',
] as const;

const minutes = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, 'minutes')
  .refine((v) => Number(v) <= 1440, 'minutes');
const time = z
  .string()
  .trim()
  .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'time');

/** Error messages are codes: `alerts.settings.errors.<code>` in the page's words. */
export const alertSettingsFormSchema = z
  .object({
    kiosk_offline_minutes: minutes,
    terminal_unanswered_minutes: minutes,
    open_order_age_minutes: minutes,
    payment_unsettled_minutes: minutes,
    opens: time,
    closes: time,
  })
  .superRefine((v, ctx) => {
    if ((v.opens === '') !== (v.closes === '')) {
      ctx.addIssue({ code: 'custom', path: [v.opens === '' ? 'opens' : 'closes'], message: 'bothTimes' });
    }
  });

/** The saved setting (or the defaults) as the form shows it. */
export function alertSettingsForm(saved: AlertSettingsValue | null | undefined): AlertSettingsForm {
  const value = { ...ALERT_SETTINGS_DEFAULTS, ...(saved ?? {}) };
  return {
    kiosk_offline_minutes: String(value.kiosk_offline_minutes),
    terminal_unanswered_minutes: String(value.terminal_unanswered_minutes),
    open_order_age_minutes: String(value.open_order_age_minutes),
    payment_unsettled_minutes: String(value.payment_unsettled_minutes),
    opens: value.opening_hours?.start ?? '',
    closes: value.opening_hours?.end ?? '',
  };
}

/** The checked form as the setting's value. */
export function alertSettingsValue(form: AlertSettingsForm): AlertSettingsValue {
  const opens = form.opens.trim();
  const closes = form.closes.trim();
  return {
    kiosk_offline_minutes: Number(form.kiosk_offline_minutes),
    terminal_unanswered_minutes: Number(form.terminal_unanswered_minutes),
    open_order_age_minutes: Number(form.open_order_age_minutes),
    payment_unsettled_minutes: Number(form.payment_unsettled_minutes),
    opening_hours: opens && closes ? { start: opens, end: closes } : null,
  };
}
