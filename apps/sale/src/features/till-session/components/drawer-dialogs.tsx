import { showDrawerDialog, useDrawerDialog } from '../hooks/drawer-dialog-store';
import { useTillDrawer } from '../hooks/use-till-drawer';
import { CashMovementDialog } from './cash-movement-dialog';
import { CloseSessionDialog } from './close-session-dialog';
import { HandoverDialog } from './handover-dialog';
import { OpenSessionDialog } from './open-session-dialog';

/** The drawer's dialogs, one at a time, wherever they were asked for (top bar, checkout, notices). */
export function DrawerDialogs() {
  const dialog = useDrawerDialog();
  const { tillId, session } = useTillDrawer();
  const close = () => showDrawerDialog(null);
  if (!dialog || !tillId) return null;
  switch (dialog.kind) {
    case 'open':
      return <OpenSessionDialog tillId={tillId} onClose={close} />;
    case 'close':
      return <CloseSessionDialog sessionId={dialog.sessionId} onClose={close} />;
    case 'handover':
      return (
        <HandoverDialog
          sessionId={dialog.sessionId}
          currentCashierId={session?.cashier_user_id ?? null}
          onClose={close}
        />
      );
    default:
      return (
        <CashMovementDialog
          sessionId={dialog.sessionId}
          direction={dialog.kind === 'cashIn' ? 'in' : 'out'}
          onClose={close}
        />
      );
  }
}
