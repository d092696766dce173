import { settingRowSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  type AppSettings,
  readCachedSettings,
  settingsFromRows,
  writeCachedSettings,
} from '../utils/settings-values';

export const settingsKey = ['settings', 'app'] as const;

export interface LoadedSettings {
  settings: AppSettings;
  /** `cache`: the server could not be read; the values cached on this device (or the defaults) are shown. */
  source: 'server' | 'cache';
}

/**
 * GET /rest/v1/settings: every public setting. The values are cached on this device; when the
 * server cannot be read, the cache (then the defaults) is used instead (spec section 7).
 */
async function getSettings(): Promise<LoadedSettings> {
  const cached = readCachedSettings();
  try {
    const rows = settingRowSchema.array().parse(await api.get<unknown>('/rest/v1/settings'));
    const settings = settingsFromRows(rows, cached);
    writeCachedSettings(settings);
    return { settings, source: 'server' };
  } catch (error) {
    console.warn('Settings could not be read from the server; using the local cache', error);
    return { settings: cached, source: 'cache' };
  }
}

export function useSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: getSettings, staleTime: 0, retry: 0 });
}
