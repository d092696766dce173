import { BrandMark, Spinner, useKickListener, useSession } from '@kiosk/ui';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskBackdrop } from '../../../components/kiosk-backdrop';
import { setKioskStore } from '../../../lib/pricing/menu-pricing';
import { useKioskActivity } from '../hooks/use-kiosk-activity';

/** Shown only to a kiosk without a device session (setting one up): not in the start-up code. */
const DeviceSignInScreen = lazy(() =>
  import('./device-sign-in-screen').then((m) => ({ default: m.DeviceSignInScreen })),
);

/**
 * The kiosk opens to customers only with a device session: 'Loading...' while a stored one is
 * checked, the device sign-in screen without one. While signed in it reports activity and listens
 * for an administrator's kick (the administrator's messages: features/messaging).
 */
export function DeviceGate({ children }: { children?: ReactNode }) {
  const { status, isKiosk, user, signOut, signOutReason } = useSession();
  const kioskId = status === 'signed_in' && isKiosk ? (user?.kiosk?.id ?? null) : null;
  const notDevice = status === 'signed_in' && !isKiosk;
  const storeId = status === 'signed_in' && isKiosk ? (user?.kiosk?.store_id ?? null) : null;
  useEffect(() => setKioskStore(storeId), [storeId]);

  useKioskActivity(kioskId !== null);
  const kickListenerJoined = useKickListener(kioskId);

  useEffect(() => {
    // only a kiosk device's session opens the kiosk
    if (notDevice) void signOut({ scope: 'local' });
  }, [notDevice, signOut]);

  if (status === 'loading' || notDevice) return <KioskLoading />;
  if (status === 'signed_out')
    return (
      <Suspense fallback={<KioskLoading />}>
        <DeviceSignInScreen reason={signOutReason} />
      </Suspense>
    );
  return (
    <div
      className="contents"
      data-testid="device-session"
      data-kick-listener={kickListenerJoined ? 'joined' : 'pending'}
    >
      {children}
    </div>
  );
}

export function KioskLoading() {
  const { t } = useTranslation();
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center gap-8 overflow-hidden bg-secondary-950 text-white">
      <KioskBackdrop />
      <BrandMark size="xl" className="relative" />
      <Spinner size="lg" showLabel label={t('ui.loading')} className="relative text-secondary-100" />
    </main>
  );
}
