import { normalizeLanguage } from '@kiosk/i18n';
import { MENU_CACHE_TTL_MS, useReconnecting } from '@kiosk/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceGate, KioskLoading } from '../features/device-session/components/device-gate';
import { useLiveMenu } from '../features/live-menu/hooks/use-live-menu';
import { DeviceBadge } from '../features/staff/components/device-badge';
import { WelcomeScreen } from '../features/welcome/components/welcome-screen';
import { preloadLanguages } from '../lib/i18n';
import { navigate, ROUTES, useRoute } from '../lib/navigation';
import { useCardAvailabilityCheck } from '../state/card-availability';
import { resumeSession, useCustomerSession } from '../state/customer-session';
import { loadMenu } from '../state/menu-store';
import { loadCustomerInfoSetting, loadWelcomeSettings } from '../state/settings-store';
import { KioskFrame } from './kiosk-frame';

/** The administrator's messages: no visible output, so not in the welcome screen's start-up code. */
const KioskMessaging = lazy(() =>
  import('../features/messaging/components/kiosk-messaging').then((m) => ({ default: m.KioskMessaging })),
);

/** Everything after "touch to start" loads as its own chunk (fetched while the welcome screen idles). */
const loadSessionScreens = () => import('./session-screens');
const SessionScreens = lazy(loadSessionScreens);

/** The kiosk: device sign-in first; then the welcome screen and the customer's screens. */
export function KioskApp() {
  return (
    <DeviceGate>
      <SignedInKiosk />
    </DeviceGate>
  );
}

function SignedInKiosk() {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  const route = useRoute();
  const { active } = useCustomerSession();

  const live = useLiveMenu(true);
  // whether card payment works, said before anyone orders (not asked while a payment runs, nor
  // while the server is away: asked again the moment it is back)
  const reconnecting = useReconnecting();
  useCardAvailabilityCheck(route !== ROUTES.payment && !reconnecting);

  // the menu of the current language (5-minute cache), reloaded when the language changes
  useEffect(() => {
    void loadMenu(language);
    const timer = setInterval(() => void loadMenu(language), MENU_CACHE_TTL_MS);
    return () => clearInterval(timer);
  }, [language]);

  useEffect(() => {
    resumeSession();
    void loadWelcomeSettings();
    void loadCustomerInfoSetting();
    const idle = setTimeout(() => {
      void loadSessionScreens();
      void preloadLanguages().catch(() => undefined); // fetched again when first shown
    }, 1500);
    return () => clearTimeout(idle);
  }, []);

  // the customer's screens need a session (e.g. after the inactivity time-out in another tab)
  const needsSession = route !== ROUTES.welcome && !active;
  useEffect(() => {
    if (needsSession) navigate(ROUTES.welcome, { replace: true });
  }, [needsSession]);

  const welcome = route === ROUTES.welcome || needsSession;
  return (
    <KioskFrame idle={welcome}>
      {/* whether live menu updates are flowing (staff menu, browser tests) */}
      <div hidden data-testid="live-menu" data-state={live ? 'joined' : 'pending'} />
      <Suspense fallback={null}>
        <KioskMessaging />
      </Suspense>
      {welcome ? (
        <WelcomeScreen DeviceBadge={DeviceBadge} />
      ) : (
        <Suspense fallback={<KioskLoading />}>
          <SessionScreens route={route} />
        </Suspense>
      )}
    </KioskFrame>
  );
}
