import type { AlertSettingsValue } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { alertSettingsKey } from './get-alert-settings';

/** PUT /rest/v1/settings/alert_settings. The alerts are read again with the new thresholds. */
async function saveAlertSettings(value: AlertSettingsValue): Promise<void> {
  await api.put<unknown>('/rest/v1/settings/alert_settings', { value });
}

export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (_saved, value) => {
      client.setQueryData(alertSettingsKey, value);
      void client.invalidateQueries({ queryKey: ['alerts'] });
    },
  });
}
