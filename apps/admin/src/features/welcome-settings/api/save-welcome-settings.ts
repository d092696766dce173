import {
  type WelcomePageSettings,
  type WelcomePageSettingsWrite,
  welcomePageSettingsSchema,
} from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { welcomeSettingsKey } from './get-welcome-settings';

/** PUT /rest/v1/welcome_page_settings: upserts the whole record (the server stamps updated_at). */
async function saveWelcomeSettings(record: WelcomePageSettingsWrite): Promise<WelcomePageSettings> {
  return welcomePageSettingsSchema.parse(await api.put<unknown>('/rest/v1/welcome_page_settings', record));
}

export function useSaveWelcomeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWelcomeSettings,
    onSuccess: (saved) => queryClient.setQueryData(welcomeSettingsKey, saved),
  });
}
