import { useTillTerminalId } from '../../../lib/till-terminal';
import { useCurrentTillSession } from '../api/get-current-session';
import { allowedActions, cashBlocked, drawerStatus } from '../utils/drawer-state';

/** The till's drawer: its open session, its status, what the menu allows and whether cash is blocked. */
export function useTillDrawer() {
  const tillId = useTillTerminalId();
  const query = useCurrentTillSession(tillId);
  const session = query.data?.session;
  const status = drawerStatus({ tillId, error: query.isError, session });
  const sessionsRequired = query.data?.sessions_required ?? false;
  return {
    tillId,
    query,
    session: session ?? null,
    status,
    sessionsRequired,
    allowed: allowedActions(status),
    cashBlock: cashBlocked(status, sessionsRequired),
  };
}

export type TillDrawer = ReturnType<typeof useTillDrawer>;
