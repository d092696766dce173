import { BrandMark, RealtimeProvider, SessionProvider, Spinner, useSession } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { BoardDeviceGate, OrderReadyBoardPage } from '../../features/kitchen';
import { boardApi, boardRealtime, boardSession } from '../../lib/board-session';
import { api } from '../../lib/session';

/**
 * /board, outside the cashier's guard: a signed-in staff member's session still shows the board;
 * otherwise the board runs under its own device session ('board_session'), so a public screen in
 * the dining area needs no staff member signed in.
 */
export function BoardRoute() {
  const { t } = useTranslation();
  const staff = useSession();
  if (staff.status === 'loading') {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-zinc-950 text-white">
        <BrandMark size="lg" />
        <Spinner size="md" showLabel label={t('ui.loading')} />
      </main>
    );
  }
  if (staff.status === 'signed_in' && staff.isStaff) return <OrderReadyBoardPage api={api} />;
  return (
    <SessionProvider manager={boardSession}>
      <RealtimeProvider client={boardRealtime}>
        <BoardDeviceGate api={boardApi} />
      </RealtimeProvider>
    </SessionProvider>
  );
}
