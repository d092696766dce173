import type { ListTillSessions } from '@kiosk/contracts';

/** Query keys of the till session screens. */
export const tillSessionKeys = {
  all: ['till-sessions'] as const,
  list: (query: ListTillSessions) => [...tillSessionKeys.all, 'list', query] as const,
  detail: (id: string) => [...tillSessionKeys.all, 'detail', id] as const,
  report: (id: string) => [...tillSessionKeys.all, 'report', id] as const,
  stores: () => [...tillSessionKeys.all, 'stores'] as const,
  tills: () => [...tillSessionKeys.all, 'tills'] as const,
};

/** Sessions change at the tills: the screens reload every 30 s. */
export const TILL_SESSIONS_REFRESH_MS = 30_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that is not a UUID can never be a session: the page says 'not found' without asking. */
export const isSessionId = (id: string | undefined): id is string => id !== undefined && UUID.test(id);
