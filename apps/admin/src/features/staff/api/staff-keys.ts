import type { ListStaffQuery, StaffActivityQuery } from '@kiosk/contracts';

/** Query keys of the Personel screens. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (query: ListStaffQuery) => [...staffKeys.all, 'list', query] as const,
  member: (id: string) => [...staffKeys.all, 'member', id] as const,
  activity: (id: string, query: StaffActivityQuery) => [...staffKeys.all, 'activity', id, query] as const,
  stores: () => [...staffKeys.all, 'stores'] as const,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that is not a UUID is never an account: the page says 'not found' without asking. */
export const isStaffId = (id: string | undefined): id is string => id !== undefined && UUID.test(id);
