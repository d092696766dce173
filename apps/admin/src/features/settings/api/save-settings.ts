import { isApiError, NETWORK_ERROR_CODE } from '@kiosk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type AppSettings, settingWrites, writeCachedSettings } from '../utils/settings-values';
import { type LoadedSettings, settingsKey } from './get-settings';

interface SaveSettingsResult {
  /** `local`: the server could not be reached; the settings were kept on this device only. */
  saved: 'server' | 'local';
}

/**
 * PUT /rest/v1/settings/:key for every setting (customer info under customer_info_min_amount).
 * The local cache is written in any case; an unreachable server still counts as a local save
 * (spec section 8), while a refusal by the server is an error.
 */
async function saveSettings(settings: AppSettings): Promise<SaveSettingsResult> {
  writeCachedSettings(settings);
  try {
    await Promise.all(
      settingWrites(settings).map(({ key, value }) => api.put(`/rest/v1/settings/${key}`, { value })),
    );
    return { saved: 'server' };
  } catch (error) {
    if (isApiError(error) && error.code === NETWORK_ERROR_CODE) {
      console.warn('Settings could not be saved on the server; kept on this device', error);
      return { saved: 'local' };
    }
    throw error;
  }
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (result, settings) => {
      queryClient.setQueryData<LoadedSettings>(settingsKey, {
        settings,
        source: result.saved === 'server' ? 'server' : 'cache',
      });
    },
  });
}
