import { z } from 'zod';

// Alerts (issue 34): what needs a person now, computed on read (GET /rest/v1/alerts, admin) -------

export const ALERT_KIND_VALUES = [
  'kiosk_offline',
  'terminal_unanswered',
  'printer_problem',
  'till_session_open',
  'open_order_old',
  'payment_unsettled',
] as const;

export const alertSchema = z.object({
  /** `<kind>:<subject id>`, stable while the cause lasts. */
  key: z.string(),
  kind: z.enum(ALERT_KIND_VALUES),
  severity: z.enum(['critical', 'warning']),
  /** ISO time the cause began (the thing's last sign of life, the status's start, the opening). */
  since: z.string(),
  subject_id: z.string(),
  /** The kiosk's, terminal's, printer's or till's name, or the order's number. */
  subject_name: z.string(),
  /** A printer's status, a payment's state, an open order's label, a session's business day. */
  detail: z.string().nullable(),
  /** The admin path that shows the thing. */
  link: z.string(),
});
export type AlertItem = z.infer<typeof alertSchema>;

export const alertsResponseSchema = z.object({
  generated_at: z.string(),
  alerts: z.array(alertSchema),
});
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutes = (name: string) =>
  z
    .number()
    .int(`${name} must be whole minutes`)
    .min(0, `${name} must not be negative`)
    .max(1440, `${name} must be at most 1440 minutes (a day)`);

/** The `alert_settings` setting: thresholds in minutes and the outlet's opening hours (null: always open). */
export const alertSettingsSchema = z
  .object({
    kiosk_offline_minutes: minutes('kiosk_offline_minutes'),
    terminal_unanswered_minutes: minutes('terminal_unanswered_minutes'),
    open_order_age_minutes: minutes('open_order_age_minutes'),
    payment_unsettled_minutes: minutes('payment_unsettled_minutes'),
    opening_hours: z
      .object({
        start: z.string().regex(HHMM, 'opening_hours.start must be HH:MM'),
        end: z.string().regex(HHMM, 'opening_hours.end must be HH:MM'),
      })
      .strict()
      .nullable(),
  })
  .strict();
export type AlertSettingsValue = z.infer<typeof alertSettingsSchema>;
