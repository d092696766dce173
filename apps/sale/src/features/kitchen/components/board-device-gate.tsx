import { type ApiClient, BrandMark, Spinner, useKickListener, useSession } from '@kiosk/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceHeartbeat } from '../hooks/use-device-heartbeat';
import { BoardSignInPage } from './board-sign-in-page';
import { OrderReadyBoardPage } from './order-ready-board-page';

/**
 * The order-ready board on a public screen, under the board's own device session (the nearest
 * SessionProvider and RealtimeProvider): the device sign-in without one; while signed in, the
 * board with the device's token, a heartbeat, and the device's kick channel — an administrator's
 * kick (or any end of the session) brings the sign-in back. Only device accounts are kept.
 */
export function BoardDeviceGate({ api }: { api: ApiClient }) {
  const { t } = useTranslation();
  const { status, isKiosk, user, signOut, signOutReason } = useSession();
  const kioskId = status === 'signed_in' && isKiosk ? (user?.kiosk?.id ?? null) : null;
  const notDevice = status === 'signed_in' && !isKiosk;
  const kickListenerJoined = useKickListener(kioskId);
  useDeviceHeartbeat(api, kioskId !== null);

  useEffect(() => {
    if (notDevice) void signOut({ scope: 'local' });
  }, [notDevice, signOut]);

  if (status === 'loading' || notDevice) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-zinc-950 text-white">
        <BrandMark size="lg" />
        <Spinner size="md" showLabel label={t('ui.loading')} />
      </main>
    );
  }
  if (status === 'signed_out') return <BoardSignInPage reason={signOutReason} />;
  return (
    <div
      className="contents"
      data-testid="board-device-session"
      data-kick-listener={kickListenerJoined ? 'joined' : 'pending'}
    >
      <OrderReadyBoardPage api={api} />
    </div>
  );
}
