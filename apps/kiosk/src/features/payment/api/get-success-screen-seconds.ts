import { SUCCESS_SCREEN_SECONDS, settingValueSchemas } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/**
 * GET /rest/v1/settings?key=success_screen_seconds: how long the success screen stays (spec: 3 s);
 * the default when it is not set, not valid or cannot be read.
 */
export async function getSuccessScreenSeconds(): Promise<number> {
  try {
    const rows = await api.get<Array<{ key: string; value: unknown }>>('/rest/v1/settings', {
      query: { key: 'success_screen_seconds' },
    });
    const value = rows.find((r) => r.key === 'success_screen_seconds')?.value;
    const parsed = settingValueSchemas.success_screen_seconds.safeParse(value);
    return parsed.success ? parsed.data : SUCCESS_SCREEN_SECONDS.default;
  } catch {
    return SUCCESS_SCREEN_SECONDS.default;
  }
}
