import { isApiError, useSession } from '@kiosk/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { touchKioskSession } from '../api/touch-kiosk-session';
import { createActivityReporter } from '../utils/activity-reporter';

/**
 * While the device is signed in, reports activity (touch_kiosk_session) 1 s after the last touch
 * or key press and every 30 s; a 401 means the session was ended, and the device signs out.
 */
export function useKioskActivity(enabled: boolean): void {
  const { signOut } = useSession();
  const { i18n } = useTranslation();

  useEffect(() => {
    if (!enabled) return;
    const reporter = createActivityReporter({
      report: async () => {
        try {
          await touchKioskSession({ path: window.location.pathname, language: i18n.language });
        } catch (error) {
          if (isApiError(error) && error.status === 401) {
            await signOut({ remote: false, reason: 'session_ended' });
          }
        }
      },
    });
    const onActivity = () => reporter.activity();
    reporter.start();
    window.addEventListener('pointerdown', onActivity, { capture: true, passive: true });
    window.addEventListener('keydown', onActivity, { capture: true, passive: true });
    return () => {
      reporter.stop();
      window.removeEventListener('pointerdown', onActivity, { capture: true });
      window.removeEventListener('keydown', onActivity, { capture: true });
    };
  }, [enabled, signOut, i18n]);
}
