import { type AlertSettingsValue, alertSettingsSchema, settingRowSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const alertSettingsKey = ['settings', 'alert_settings'] as const;

/** GET /rest/v1/settings?key=alert_settings: the alerts' thresholds and opening hours (null: the defaults). */
async function getAlertSettings(): Promise<AlertSettingsValue | null> {
  const rows = settingRowSchema
    .array()
    .parse(await api.get<unknown>('/rest/v1/settings', { query: { key: 'alert_settings' } }));
  const parsed = alertSettingsSchema.safeParse(rows[0]?.value);
  return parsed.success ? parsed.data : null;
}

export function useAlertSettings() {
  return useQuery({ queryKey: alertSettingsKey, queryFn: getAlertSettings });
}
