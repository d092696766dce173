import type { TillSession } from '@kiosk/contracts';

/** What the till's drawer is: no till linked, loading, no session, open, or open from an earlier day. */
export type DrawerStatus = 'no_till' | 'loading' | 'error' | 'closed' | 'open' | 'must_close';

export function drawerStatus(input: {
  tillId: string | null;
  error: boolean;
  session: TillSession | null | undefined;
}): DrawerStatus {
  if (!input.tillId) return 'no_till';
  if (input.session === undefined) return input.error ? 'error' : 'loading';
  if (input.session === null) return 'closed';
  return input.session.must_close ? 'must_close' : 'open';
}

export const DRAWER_ACTIONS = ['open', 'cashIn', 'cashOut', 'handover', 'xReport', 'close'] as const;
export type DrawerAction = (typeof DRAWER_ACTIONS)[number];

/**
 * Which of the drawer menu's actions can be taken: open with no session; cash in / out and handover
 * on a session of today; the X report and the close on any open one (an old one must be closed).
 */
export function allowedActions(status: DrawerStatus): ReadonlySet<DrawerAction> {
  switch (status) {
    case 'closed':
      return new Set(['open']);
    case 'open':
      return new Set(['cashIn', 'cashOut', 'handover', 'xReport', 'close']);
    case 'must_close':
      return new Set(['xReport', 'close']);
    default:
      return new Set();
  }
}

/** Whether the checkout's cash tender is blocked: the rule is on and no usable session is open. */
export function cashBlocked(
  status: DrawerStatus,
  sessionsRequired: boolean,
): 'required' | 'must_close' | null {
  if (!sessionsRequired) return null;
  if (status === 'closed') return 'required';
  if (status === 'must_close') return 'must_close';
  return null;
}
