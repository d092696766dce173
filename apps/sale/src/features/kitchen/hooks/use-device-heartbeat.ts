import { type ApiClient, isApiError, useSession } from '@kiosk/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { touchDeviceSession } from '../api/touch-device-session';

const HEARTBEAT_MS = 30_000;

/**
 * While the board's device is signed in, reports every 30 s that it is on (the server ends device
 * sessions idle for 10 minutes); a 401 means the session was ended (kicked), and the board signs out.
 */
export function useDeviceHeartbeat(api: ApiClient, enabled: boolean): void {
  const { signOut } = useSession();
  const { i18n } = useTranslation();

  useEffect(() => {
    if (!enabled) return;
    const report = async () => {
      try {
        await touchDeviceSession(api, { path: window.location.pathname, language: i18n.language });
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          await signOut({ remote: false, reason: 'session_ended' });
        }
      }
    };
    void report();
    const timer = setInterval(() => void report(), HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [api, enabled, signOut, i18n]);
}
