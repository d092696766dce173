import { type WelcomePageSettings, welcomePageSettingsSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const welcomeSettingsKey = ['welcome-settings', 'record'] as const;

/** GET /rest/v1/welcome_page_settings: the saved record, or the spec's defaults when none is saved. */
async function getWelcomeSettings(): Promise<WelcomePageSettings> {
  return welcomePageSettingsSchema.parse(await api.get<unknown>('/rest/v1/welcome_page_settings'));
}

export function useWelcomeSettings() {
  return useQuery({ queryKey: welcomeSettingsKey, queryFn: getWelcomeSettings, staleTime: 0 });
}
