import { catalogueKeys } from '@kiosk/catalogue-ui';
import type { AuditEntry } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /rest/v1/audit_log?limit=: the latest catalogue changes, newest first (who, what, when). */
function getAuditLog(limit: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  return api.get<AuditEntry[]>('/rest/v1/audit_log', { query: { limit }, ...(signal ? { signal } : {}) });
}

export function useAuditLog(limit = 10) {
  return useQuery({
    queryKey: catalogueKeys.auditLog(limit),
    queryFn: ({ signal }) => getAuditLog(limit, signal),
    // the relative times ('2 minutes ago') and new entries stay current while the page is open
    refetchInterval: 60_000,
  });
}
