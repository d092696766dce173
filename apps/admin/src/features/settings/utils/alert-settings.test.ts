import { describe, expect, it } from 'vitest';
import { alertSettingsForm, alertSettingsFormSchema, alertSettingsValue } from './alert-settings';

const errors = (form: object) => {
  const result = alertSettingsFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('alert settings form', () => {
  it('shows the defaults when nothing is saved', () => {
    expect(alertSettingsForm(null)).toEqual({
      kiosk_offline_minutes: '5',
      terminal_unanswered_minutes: '2',
      open_order_age_minutes: '60',
      payment_unsettled_minutes: '2',
      opens: '',
      closes: '',
    });
  });

  it('round-trips a saved value with opening hours', () => {
    const saved = {
      kiosk_offline_minutes: 0,
      terminal_unanswered_minutes: 3,
      open_order_age_minutes: 90,
      payment_unsettled_minutes: 5,
      opening_hours: { start: '08:00', end: '02:00' },
    };
    expect(alertSettingsValue(alertSettingsForm(saved))).toEqual(saved);
  });

  it('names the field of a bad minute, a bad time, or one time without the other', () => {
    const ok = alertSettingsForm(null);
    expect(errors(ok)).toEqual({});
    expect(errors({ ...ok, kiosk_offline_minutes: '-1' })).toEqual({ kiosk_offline_minutes: 'minutes' });
    expect(errors({ ...ok, open_order_age_minutes: '1441' })).toEqual({ open_order_age_minutes: 'minutes' });
    expect(errors({ ...ok, payment_unsettled_minutes: '1.5' })).toEqual({
      payment_unsettled_minutes: 'minutes',
    });
    expect(errors({ ...ok, opens: '25:00', closes: '10:00' })).toMatchObject({ opens: 'time' });
    expect(errors({ ...ok, opens: '08:00' })).toEqual({ closes: 'bothTimes' });
  });
});
